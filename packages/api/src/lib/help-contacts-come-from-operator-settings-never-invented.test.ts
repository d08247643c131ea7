/**
 * Rule: the Help's customer-service contacts come from the operator's settings
 * (OPERATOR_HELP_PHONE, OPERATOR_HELP_EMAIL, validated at start) and are absent when unset — in
 * production and in development alike: no invented phone or e-mail.
 */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { operatorOf } from './operator.ts';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SMS_GATEWAY: 'outbox',
  SITE_ORIGIN: 'https://www.example.tw',
} as const;

describe('the Help contacts are the operator’s settings, never invented', () => {
  it('unset: no contacts, in production and in development', () => {
    expect(operatorOf(parseEnv(production)).help).toBeUndefined();
    expect(operatorOf(parseEnv({})).help).toBeUndefined();
    expect(operatorOf(parseEnv({ NODE_ENV: 'test' })).help).toBeUndefined();
  });

  it('set: the phone as written with its tel: link, and the e-mail', () => {
    const env = parseEnv({
      ...production,
      OPERATOR_HELP_PHONE: ' +886 2 2345-6789 ',
      OPERATOR_HELP_EMAIL: 'help@example.org',
    });
    expect(operatorOf(env).help).toEqual({
      phone: { display: '+886 2 2345-6789', href: 'tel:+886223456789' },
      email: 'help@example.org',
    });
    expect(operatorOf(parseEnv({ OPERATOR_HELP_PHONE: '(02) 2345-6789' })).help).toEqual({
      phone: { display: '(02) 2345-6789', href: 'tel:0223456789' },
    });
    expect(operatorOf(parseEnv({ OPERATOR_HELP_EMAIL: 'help@example.org' })).help).toEqual({
      email: 'help@example.org',
    });
  });

  it('the configuration refuses a phone or e-mail that is not one', () => {
    for (const bad of [
      '12345',
      '0912-345-678-901-234',
      '02 2345 6789 ext',
      'tel:0223456789',
      '0+2 2345 6789',
    ])
      expect(() => parseEnv({ OPERATOR_HELP_PHONE: bad }), bad).toThrow(/OPERATOR_HELP_PHONE/);
    for (const bad of ['help', 'help@', '@example.org', 'a b@example.org'])
      expect(() => parseEnv({ OPERATOR_HELP_EMAIL: bad }), bad).toThrow(/OPERATOR_HELP_EMAIL/);
  });
});
