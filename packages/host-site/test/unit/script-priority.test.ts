/**
 * The hydration scripts' low fetch priority: every modulepreload link of an HTML answer gets
 * `fetchpriority="low"`, wherever the stream's chunks cut the tag; other answers pass untouched.
 */
import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from '../../app/lib/script-priority.server.ts';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><p>裝修</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async>import "/assets/root.js";</script></body></html>';

/** A response whose body arrives in pieces of `size` bytes. */
function chunked(text: string, size: number, type = 'text/html; charset=utf-8'): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type, 'content-length': String(bytes.length) } });
}

describe('withLowPriorityScripts', () => {
  it('marks every modulepreload link low, whatever the chunk size', async () => {
    const expected = PAGE.replaceAll(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    );
    for (const size of [1, 2, 7, 13, 24, 25, 64, PAGE.length * 4]) {
      const response = withLowPriorityScripts(chunked(PAGE, size));
      expect(await response.text(), `chunks of ${size}`).toBe(expected);
      expect(response.headers.get('content-length')).toBeNull();
    }
  });

  it('leaves answers that are not HTML as they are', async () => {
    const json = '{"html":"<link rel=\\"modulepreload\\" href=\\"/x.js\\"/>"}';
    const response = chunked(json, 5, 'application/json');
    expect(withLowPriorityScripts(response)).toBe(response);
    expect(await response.text()).toBe(json);
  });
});
