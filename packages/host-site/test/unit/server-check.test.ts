import { ApiError, NetworkError, RateLimitError } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { readPageError } from '../../app/lib/page-error.ts';
import { assertValid, validated } from '../../app/lib/route-validation.ts';
import { serverCheck } from '../../app/lib/server-check.ts';

async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    // Loaders throw `data(…)`; React Router turns it into the error response the page reads.
    if ((error as { type?: string }).type !== 'DataWithResponseInit') throw error;
    return readPageError(error);
  }
  throw new Error('did not throw');
}

const fail = (error: unknown) => Promise.reject(error);

describe('server-rendered checks (docs/spec/platform.md#errors)', () => {
  it("status 429 → 429 'Too Many Requests'", async () => {
    const error = new RateLimitError({ status: 429, body: {}, url: '/x' });
    expect(await thrown(() => serverCheck(fail(error)))).toMatchObject({
      status: 429,
      message: 'Too Many Requests',
    });
  });

  it('status 410 (taken off the site) → 410 with the page’s message, else the default', async () => {
    const error = new ApiError({ status: 410, body: { message: '這篇文章已下架' }, url: '/x' });
    expect(await thrown(() => serverCheck(fail(error), { gone: '這篇文章已下架' }))).toMatchObject({
      status: 410,
      message: '這篇文章已下架',
    });
    // Without the page's own message, the server's reason; without either, the default.
    expect(await thrown(() => serverCheck(fail(error)))).toMatchObject({
      status: 410,
      message: '這篇文章已下架',
    });
    const bare = new ApiError({ status: 410, body: null, url: '/x' });
    expect(await thrown(() => serverCheck(fail(bare)))).toMatchObject({
      status: 410,
      message: '這個內容已下架',
    });
  });

  it("failed request → 500 'Service error-{status}'", async () => {
    const error = new ApiError({ status: 502, body: null, url: '/x' });
    expect(await thrown(() => serverCheck(fail(error)))).toMatchObject({
      status: 500,
      message: 'Service error-502',
    });
    const offline = new NetworkError('/x');
    expect(await thrown(() => serverCheck(fail(offline)))).toMatchObject({
      status: 500,
      message: 'Service error-500',
    });
  });

  it("empty response or a message containing 'error' → 500", async () => {
    expect(await thrown(() => serverCheck(Promise.resolve(null)))).toMatchObject({ status: 500 });
    const answer = { code: 200, message: 'internal error', data: null };
    expect(await thrown(() => serverCheck(Promise.resolve(answer)))).toMatchObject({
      status: 500,
      message: 'Service error-200',
    });
  });

  it('code not 200 → 404 with the supplied message; errors carry pageType home', async () => {
    const answer = { code: 404, message: '抱歉！您訪問的作品已不存在……', data: null };
    expect(await thrown(() => serverCheck(Promise.resolve(answer)))).toEqual({
      status: 404,
      message: '抱歉！您訪問的作品已不存在……',
      pageType: 'home',
    });
    const missing = new ApiError({ status: 404, body: { message: '找不到' }, url: '/x' });
    expect(await thrown(() => serverCheck(fail(missing), { notFound: '此文章找不到了' }))).toMatchObject({
      status: 404,
      message: '此文章找不到了',
    });
  });

  it('an answer with code 200 passes through', async () => {
    const answer = { code: 200, message: '', data: { id: 1 } };
    await expect(serverCheck(Promise.resolve(answer))).resolves.toBe(answer);
  });
});

describe('route validation (docs/spec/platform.md#routes-and-overlays)', () => {
  const args = { request: new Request('http://site.test/works/abc'), params: { id: 'abc' } };

  it("false → 404 'Page Not Found: {path}'", async () => {
    expect(await thrown(() => assertValid(() => false, args))).toMatchObject({
      status: 404,
      message: 'Page Not Found: /works/abc',
    });
  });

  it('{statusCode, statusMessage} → that error', async () => {
    const rule = () => ({ statusCode: 410, statusMessage: 'gone' });
    expect(await thrown(() => assertValid(rule, args))).toMatchObject({ status: 410, message: 'gone' });
  });

  it('validated() runs the loader only for accepted URLs', async () => {
    const loader = validated(
      ({ params }: typeof args) => /^\d+$/.test(params.id ?? ''),
      async () => 'ran',
    );
    await expect(loader({ ...args, params: { id: '12' } })).resolves.toBe('ran');
    expect(await thrown(() => loader(args))).toMatchObject({ status: 404 });
  });
});
