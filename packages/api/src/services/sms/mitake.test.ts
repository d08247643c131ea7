import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsGatewayError } from './gateway.ts';
import { createMitakeGateway, parseMitakeResponse } from './mitake.ts';

/** A fake Mitake gateway on loopback: answers what the test sets, records what it got. */
let server: Server;
let base: string;
let handler: (form: URLSearchParams, url: string) => { status?: number; body: string; delayMs?: number };
const seen: { url: string; form: URLSearchParams; type: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(data);
      seen.push({ url: req.url ?? '', form, type: req.headers['content-type'] });
      const answer = handler(form, req.url ?? '');
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mtk/SmSend`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = (timeoutMs = 2000) =>
  createMitakeGateway({ url: base, username: 'u', password: 'p', timeoutMs });
const message = { mobile: '0912345678', body: '【Renovo】您的驗證碼為 123456', clientId: 'c-1' };

describe('Mitake SmSend adapter', () => {
  it('parses the key=value answer', () => {
    expect(parseMitakeResponse('[1]\r\nmsgid=1010079522\r\nstatuscode=1\r\nAccountPoint=98\r\n')).toEqual({
      msgid: '1010079522',
      statuscode: '1',
      AccountPoint: '98',
    });
  });

  it('posts the form (UTF-8) and answers the msgid', async () => {
    handler = () => ({ body: '[1]\r\nmsgid=555\r\nstatuscode=1\r\nAccountPoint=10\r\n' });
    const receipt = await gateway().send(message);
    expect(receipt).toEqual({ providerId: '555' });
    const last = seen.at(-1)!;
    expect(last.url).toContain('CharsetURL=UTF-8');
    expect(last.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last.form)).toEqual({
      username: 'u',
      password: 'p',
      dstaddr: '0912345678',
      smbody: message.body,
      clientid: 'c-1',
    });
  });

  it.each(['0', '2', '4'])('statuscode %s is accepted', async (code) => {
    handler = () => ({ body: `[1]\nmsgid=1\nstatuscode=${code}\n` });
    await expect(gateway().send(message)).resolves.toEqual({ providerId: '1' });
  });

  it.each([
    ['a refusal', { body: '[1]\r\nstatuscode=e\r\nError=account\r\n' }],
    ['a missing status', { body: 'garbage' }],
    ['an HTTP error', { status: 500, body: 'oops' }],
  ])('%s throws SmsGatewayError', async (_, answer) => {
    handler = () => answer;
    await expect(gateway().send(message)).rejects.toBeInstanceOf(SmsGatewayError);
  });

  it('a slow gateway times out', async () => {
    handler = () => ({ body: 'statuscode=1', delayMs: 500 });
    await expect(gateway(100).send(message)).rejects.toBeInstanceOf(SmsGatewayError);
  });

  it('an unreachable gateway throws SmsGatewayError', async () => {
    const dead = createMitakeGateway({
      url: 'http://127.0.0.1:9/api',
      username: 'u',
      password: 'p',
      timeoutMs: 500,
    });
    await expect(dead.send(message)).rejects.toBeInstanceOf(SmsGatewayError);
  });
});
