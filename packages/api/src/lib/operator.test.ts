/**
 * The operator the legal pages name, from OPERATOR_NAME and OPERATOR_REGISTRATION_NO: both or
 * neither, an 8-digit 統一編號; unset, a marked placeholder outside production and "missing" in
 * production. SITE_ORIGIN must be an origin.
 */
import { statementMessages } from '@renovo/core/messages';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { operatorOf } from './operator.ts';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SMS_GATEWAY: 'outbox',
  SITE_ORIGIN: 'https://www.example.tw',
} as const;

describe('operatorOf', () => {
  it('names the configured operator', () => {
    const env = parseEnv({ OPERATOR_NAME: '好家科技股份有限公司', OPERATOR_REGISTRATION_NO: '24536806' });
    expect(operatorOf(env)).toEqual({
      name: '好家科技股份有限公司',
      registrationNo: '24536806',
      state: 'configured',
    });
  });

  it('outside production, unset, is the placeholder that says it is one', () => {
    expect(operatorOf(parseEnv({}))).toEqual({
      ...statementMessages.placeholderOperator,
      state: 'placeholder',
    });
    expect(statementMessages.placeholderOperator.name).toContain('非真實公司');
  });

  it('in production, unset, is missing (the pages say so), never the placeholder', () => {
    const operator = operatorOf(parseEnv(production));
    expect(operator.state).toBe('missing');
    expect(operator.name).not.toBe(statementMessages.placeholderOperator.name);
  });
});

describe('the configuration refuses', () => {
  it('one of OPERATOR_NAME and OPERATOR_REGISTRATION_NO without the other', () => {
    expect(() => parseEnv({ OPERATOR_NAME: '好家科技股份有限公司' })).toThrow(/OPERATOR_REGISTRATION_NO/);
    expect(() => parseEnv({ OPERATOR_REGISTRATION_NO: '24536806' })).toThrow(/OPERATOR_NAME/);
  });

  it('a registration number that is not 8 digits', () => {
    for (const bad of ['1234567', '123456789', 'A2345678'])
      expect(() => parseEnv({ OPERATOR_NAME: 'x', OPERATOR_REGISTRATION_NO: bad }), bad).toThrow(/8-digit/);
  });

  it('a SITE_ORIGIN that is not an origin', () => {
    expect(parseEnv({ SITE_ORIGIN: 'https://www.renovo.tw' }).SITE_ORIGIN).toBe('https://www.renovo.tw');
    for (const bad of ['www.renovo.tw', 'https://www.renovo.tw/', 'https://www.renovo.tw/path', 'ftp://x.tw'])
      expect(() => parseEnv({ SITE_ORIGIN: bad }), bad).toThrow(/SITE_ORIGIN/);
  });
});
