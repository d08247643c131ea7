/**
 * The API of the widgets' happy-dom tests: `fetch` stubbed, every request recorded and answered
 * as the test says, in JSON.
 */
import { vi } from 'vitest';

/** A request a widget made. */
export interface ApiCall {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, if any. */
  body: Record<string, unknown> | undefined;
}

/** The stubbed answer: a status (200 when left out) and a JSON body. */
export interface ApiAnswer {
  status?: number;
  body: unknown;
}

/** Stubs `fetch`: each request is pushed to `calls` and answered by `answer`. */
export function stubApi(calls: ApiCall[], answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(request ? request.headers : init?.headers);
    const raw = init?.body ?? (request ? await request.text() : undefined);
    const call = { method, url, headers, body: typeof raw === 'string' && raw ? JSON.parse(raw) : undefined };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}
