import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { createLogger, scrubLogLine } from './logger.ts';

const MOBILE_PATTERN = /09\d{8}/;

describe('scrubLogLine', () => {
  it('masks mobiles in any spelling and codes in JSON, escaped JSON and the SMS text', () => {
    const line = JSON.stringify({
      msg: 'failed for 0912345678 and +886912345678 and 0912-345-678',
      err: { message: `bad body ${JSON.stringify({ username: '0912345678', code: '123456' })}` },
      text: '【Renovo】您的驗證碼為 654321，5 分鐘內有效',
      code: '987654',
    });
    const out = scrubLogLine(line);
    expect(out).not.toMatch(/09\d{2}-?\d{3}-?\d{3}/);
    expect(out).not.toMatch(/886912345678/);
    for (const code of ['123456', '654321', '987654']) expect(out).not.toContain(code);
    expect(JSON.parse(out).msg).toBe('failed for [mobile] and [mobile] and [mobile]');
  });

  it('leaves request ids, durations and error codes alone', () => {
    const line = JSON.stringify({
      reqId: 'a0912345678b-4c',
      ms: 1234567,
      err: { code: 'ECONNRESET' },
      status: 500,
    });
    expect(scrubLogLine(line)).toBe(line);
  });
});

describe('createLogger', () => {
  it('redacts mobile fields by path and scrubs values everywhere else', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info', NODE_ENV: 'production' },
      { write: (l) => void lines.push(l) },
    );
    logger.info({ mobile: '0911222333', body: { mobile: '0911222333', code: '112233' } }, 'lead');
    logger.error({ err: new Error('insert failed: (0911222333, "addr")') }, 'boom');
    const all = lines.join('\n');
    expect(all).not.toMatch(MOBILE_PATTERN);
    expect(all).not.toContain('112233');
    expect(all).toContain('[redacted]');
  });
});

describe.each(DATABASE_LANES)('the logs of a running app on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, env: { LOG_LEVEL: 'debug' } });
    // A route that fails the way a driver error does: its message quotes the request body.
    h.app.post('/test/explode', async (c) => {
      const body = await c.req.text();
      throw new Error(`insert into quotes failed: ${body}`);
    });
  });
  afterAll(() => h.close());

  it('hold neither the mobiles nor the codes of leads, code sends, logins and errors', async () => {
    const codes: string[] = [];
    const mobiles = ['0933100001', '0933100002', '0933100003'];
    const quote = await h.call('POST', '/hyperf/valuation/v3/submit', {
      body: {
        region_id: 1,
        size: 20,
        mobile: mobiles[0],
        accepted: 1,
        notice_version: '2026-11',
        utm: { source: 'line' },
      },
    });
    expect(quote.status).toBe(200);
    const consult = await h.call('POST', '/hyperf/clues/consult', {
      body: {
        mobile: mobiles[1],
        accepted: 1,
        notice_version: '2026-11',
        type: 'consult',
        source_type: 'work',
        source_id: 5,
      },
    });
    expect(consult.status).toBe(200);
    await h.call('POST', '/v1/codes', { body: { medium: 'sms', type: 'login', username: mobiles[2] } });
    const code = (await h.call('GET', `/v1/codes?username=${mobiles[2]}`)).body.data.code as string;
    codes.push(code);
    await h.call('POST', '/v1/authorizations', {
      body: { username: mobiles[2], code, login_type: 'sms_code', accepted: 1 },
    });
    // A wrong code, a malformed lead and a 500 whose error quotes the body.
    await h.call('POST', '/v1/authorizations', {
      body: { username: mobiles[2], code: '000111', login_type: 'sms_code', accepted: 1 },
    });
    await h.call('POST', '/hyperf/valuation/v3/submit', {
      body: {
        region_id: 1,
        size: 20,
        mobile: mobiles[0],
        accepted: 1,
        notice_version: '2026-11',
        utm: { source: '\u0000' },
      },
    });
    const boom = await h.call('POST', '/test/explode', {
      body: { mobile: mobiles[0], code, address: '台北市信義區' },
    });
    expect(boom.status).toBe(500);

    const all = h.logs.join('\n');
    expect(all).toContain('unhandled error');
    expect(all).toContain('sms code stored in the outbox');
    expect(all).not.toMatch(MOBILE_PATTERN);
    for (const c of [...codes, '000111']) expect(all).not.toContain(c);
  });
});
