import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults: port 3000, PGlite in ./.data, outbox SMS outside production', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      RENOVO_DATA_DIR: './.data',
      SMS_GATEWAY: 'outbox',
      production: false,
      TRUST_PROXY: 0,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('production needs APP_SECRET and Mitake credentials', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/APP_SECRET[\s\S]*MITAKE/);
    const env = parseEnv({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      SITE_ORIGIN: 'https://www.example.tw',
      MITAKE_USERNAME: 'u',
      MITAKE_PASSWORD: 'p',
    });
    expect(env).toMatchObject({ production: true, SMS_GATEWAY: 'mitake' });
  });

  it('rejects bad values with a readable list', () => {
    expect(() => parseEnv({ PORT: 'abc', SMS_GATEWAY: 'carrier-pigeon' })).toThrow(/PORT[\s\S]*SMS_GATEWAY/);
  });

  it('reads flags and lists', () => {
    const env = parseEnv({
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: 'https://a.tw, https://b.tw',
      DATABASE_URL: ' ',
    });
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.PUBLIC_ORIGINS).toEqual(['https://a.tw', 'https://b.tw']);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('TRUST_PROXY is a count of proxies; true means 1, false or empty 0, anything else stops the start', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(() => parseEnv({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/);
  });

  it('shutdown: a 10 s drain and a 15 s timeout in production, no drain and 5 s elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      SMS_GATEWAY: 'outbox',
      SITE_ORIGIN: 'https://www.example.tw',
    };
    expect(parseEnv(production)).toMatchObject({ SHUTDOWN_DRAIN_MS: 10_000, SHUTDOWN_TIMEOUT_MS: 15_000 });
    expect(parseEnv({})).toMatchObject({ SHUTDOWN_DRAIN_MS: 0, SHUTDOWN_TIMEOUT_MS: 5_000 });
    expect(parseEnv({ ...production, SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '250' })).toMatchObject({
      SHUTDOWN_DRAIN_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 250,
    });
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
