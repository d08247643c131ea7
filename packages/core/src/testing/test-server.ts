/**
 * A real local HTTP server for the API tests (node:http on 127.0.0.1, port 0). Test-only: not
 * exported from the package.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../api/client.ts';
import type { ApiClient, ApiClientOptions } from '../api/types.ts';

/** A request as the server received it. */
interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the handler answers: a JSON body by default, or raw text. */
interface TestReply {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** Answers a recorded request. */
type TestHandler = (request: RecordedRequest, index: number) => TestReply | Promise<TestReply>;

/** A running test server. */
export interface TestServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** The handler of the next requests (default: 200 `{ code: 200, data: null }`). */
  handle: TestHandler;
  /** The last recorded request. */
  last(): RecordedRequest;
  close(): Promise<void>;
}

const answerOk: TestHandler = () => ({ body: { code: 200, data: null } });

/** Starts a server on 127.0.0.1 with a free port. */
async function startTestServer(handler?: TestHandler): Promise<TestServer> {
  const server = createTestServer(handler);
  await server.listen();
  return server;
}

/**
 * One server for a test file, through vitest hooks: opened before all tests, its requests and
 * handler reset after each, closed after all.
 */
export function useTestServer(): TestServer {
  const server = createTestServer();
  beforeAll(() => server.listen());
  afterEach(() => {
    server.requests.length = 0;
    server.handle = answerOk;
  });
  afterAll(() => server.close());
  return server;
}

/** The base URL of a server that has closed: calls to it fail with no answer. */
export async function closedServerURL(): Promise<string> {
  const closed = await startTestServer();
  await closed.close();
  return closed.baseURL;
}

/** A client of a test server: web, no retry delay, a silent logger; `options` override these. */
export function testClient(baseURL: string, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseURL,
    clientType: 'web',
    retryDelay: 0,
    logger: { error: () => undefined },
    ...options,
  });
}

function createTestServer(handler?: TestHandler): TestServer & { listen(): Promise<void> } {
  const requests: RecordedRequest[] = [];
  const state: { handle: TestHandler } = { handle: handler ?? answerOk };
  let port: number | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = await state.handle(recorded, requests.length - 1);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const text = reply.raw ?? JSON.stringify(reply.body ?? null);
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.raw === undefined ? 'application/json' : 'text/plain',
        ...reply.headers,
      });
      res.end(text);
    });
  });
  return {
    get baseURL() {
      if (port === undefined) throw new Error('test server not listening');
      return `http://127.0.0.1:${port}`;
    },
    requests,
    get handle() {
      return state.handle;
    },
    set handle(next: TestHandler) {
      state.handle = next;
    },
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request recorded');
      return request;
    },
    listen: () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.address() as AddressInfo).port;
          resolve();
        }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
