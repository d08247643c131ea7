/**
 * docs/spec/popups-and-header.md#screens lists "11 sister apps" in the drawer but names none: the list is the
 * operator's SISTER_APPS; production never shows invented ones, development shows demo entries
 * that say they are.
 */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { sisterAppsOf } from './sister-apps.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(32),
  SITE_ORIGIN: 'https://www.example.tw',
  MITAKE_USERNAME: 'u',
  MITAKE_PASSWORD: 'p',
} as const;

const TWO = JSON.stringify([
  { name: '好家設計', url: 'https://apps.example.tw/design' },
  { name: ' 好家估價 ', url: 'https://apps.example.tw/quote' },
]);

describe('the sister apps are the operator’s, never invented in production', () => {
  it('production without SISTER_APPS lists none', () => {
    expect(sisterAppsOf(parseEnv({ ...PRODUCTION }))).toEqual({ apps: [], state: 'none' });
  });

  it('SISTER_APPS is what the drawer lists, in order, in production and development alike', () => {
    for (const base of [PRODUCTION, {}]) {
      expect(sisterAppsOf(parseEnv({ ...base, SISTER_APPS: TWO }))).toEqual({
        apps: [
          { name: '好家設計', url: 'https://apps.example.tw/design' },
          { name: '好家估價', url: 'https://apps.example.tw/quote' },
        ],
        state: 'configured',
      });
    }
  });

  it('development without SISTER_APPS shows 11 demo entries that say so, on the reserved example.com', () => {
    const { apps, state } = sisterAppsOf(parseEnv({}));
    expect(state).toBe('demo');
    expect(apps).toHaveLength(11);
    for (const app of apps) {
      expect(app.name).toMatch(/^示範 App \d+$/);
      expect(new URL(app.url).hostname).toBe('example.com');
    }
  });

  it('refuses a value that is not a list of named https links, at start', () => {
    for (const bad of [
      'not json',
      '{"name":"a","url":"https://a.tw"}',
      '[{"name":"","url":"https://a.tw"}]',
      '[{"name":"a","url":"http://a.tw"}]',
      '[{"name":"a","url":"javascript:alert(1)"}]',
      '[{"name":"a"}]',
      JSON.stringify(Array.from({ length: 21 }, (_, i) => ({ name: `a${i}`, url: `https://a.tw/${i}` }))),
    ]) {
      expect(() => parseEnv({ SISTER_APPS: bad }), bad).toThrow(/SISTER_APPS/);
    }
  });
});
