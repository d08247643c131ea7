/**
 * Rule (docs/spec/company-side.md#notifications; ADR 046): the SMTP transport hands an e-mail to
 * a real SMTP server (smtp-tester on loopback) with the sender, recipient, subject and UTF-8 text
 * intact; the row it leaves in `email_messages` holds the redacted stand-in, never the text; and
 * when the server cannot be reached the send is recorded `failed` and does not throw.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import smtpTester, { type MailServer } from 'smtp-tester';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../db/schema-company-side.ts';
import { parseEnv } from '../../env.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { createMailTransport, sendEmail } from './index.ts';

let h: TestHarness;
let server: MailServer;
let port: number;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return free;
}

beforeAll(async () => {
  h = await createHarness({ demoContent: false });
  server = smtpTester.init(0);
  await new Promise<void>((resolve) => {
    if (server.smtpServer.server.listening) resolve();
    else server.smtpServer.server.once('listening', () => resolve());
  });
  port = (server.smtpServer.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.stop(() => resolve()));
  await h.close();
});

describe('the SMTP transport', () => {
  it('delivers the message to the SMTP server and records only the redacted text', async () => {
    const env = {
      ...h.env,
      MAIL_TRANSPORT: 'smtp' as const,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Renovo <notice@renovo.test>',
    };
    const mail = createMailTransport(env);
    expect(mail.name).toBe('smtp');
    const captured = server.captureOne('studio@company.test', { wait: 10_000 });
    const outcome = await sendEmail(
      { db: h.db, mail, now: new Date(), log: h.logger },
      {
        to: 'studio@company.test',
        subject: '新的媒合需求',
        body: '臺北市・30 坪\n請登入查看',
        redacted: '[新需求通知]',
      },
    );
    expect(outcome).toBe('sent');
    const { email } = await captured;
    expect(email.headers.subject).toBe('新的媒合需求');
    expect(String(email.headers.from)).toContain('notice@renovo.test');
    expect(email.body?.trim()).toBe('臺北市・30 坪\n請登入查看');
    const rows = await h.db.select().from(emailMessages).where(eq(emailMessages.to, 'studio@company.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      transport: 'smtp',
      status: 'sent',
      body: '[新需求通知]',
      subject: '新的媒合需求',
    });
    expect(rows[0]?.providerId).toBeTruthy();
  });

  it('records a failed send and does not throw when the server cannot be reached', async () => {
    const env = {
      ...h.env,
      MAIL_TRANSPORT: 'smtp' as const,
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      MAIL_FROM: 'notice@renovo.test',
      MAIL_TIMEOUT_MS: 2_000,
    };
    const outcome = await sendEmail(
      { db: h.db, mail: createMailTransport(env), now: new Date(), log: h.logger },
      { to: 'nobody@company.test', subject: 's', body: 'secret text', redacted: '[r]' },
    );
    expect(outcome).toBe('failed');
    const rows = await h.db.select().from(emailMessages).where(eq(emailMessages.to, 'nobody@company.test'));
    expect(rows).toMatchObject([{ status: 'failed', body: '[r]' }]);
    expect(h.logs.join('\n')).not.toContain('nobody@company.test');
  });

  it('outside production with no SMTP_URL the outbox keeps the text and nothing is sent', async () => {
    const mail = createMailTransport(h.env);
    expect(mail.name).toBe('outbox');
    await sendEmail(
      { db: h.db, mail, now: new Date(), log: h.logger },
      { to: 'outbox@company.test', subject: 's', body: '全文', redacted: '[r]' },
    );
    const rows = await h.db.select().from(emailMessages).where(eq(emailMessages.to, 'outbox@company.test'));
    expect(rows).toMatchObject([{ transport: 'outbox', status: 'sent', body: '全文' }]);
  });
});

describe('the mail configuration', () => {
  it('SMTP_URL chooses SMTP; SMTP without its URL or sender, or a malformed one, refuses to start', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).MAIL_TRANSPORT).toBe('outbox');
    const smtp = parseEnv({
      NODE_ENV: 'test',
      SMTP_URL: 'smtps://u:p@mail.example.tw:465',
      MAIL_FROM: 'Renovo <n@example.tw>',
    });
    expect(smtp.MAIL_TRANSPORT).toBe('smtp');
    expect(() => parseEnv({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail.example.tw' })).toThrow(/MAIL_FROM/);
    expect(() =>
      parseEnv({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example.tw', MAIL_FROM: 'n@example.tw' }),
    ).toThrow(/SMTP_URL must be/);
    expect(() =>
      parseEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://m.example.tw', MAIL_FROM: 'not an address' }),
    ).toThrow(/MAIL_FROM must be/);
  });
});
