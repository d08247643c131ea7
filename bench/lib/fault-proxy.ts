/**
 * A fault-injecting HTTP proxy for the chaos test: in front of the API it drops a share of the
 * requests (the connection is cut before anything reaches the server) and a share of the
 * responses (the server did the work, the connection is cut before the client reads the answer),
 * at random, as a flaky phone network does. When the server is down the connection is cut too.
 *
 * @example const proxy = await startFaultProxy({ target: 'http://127.0.0.1:3000', dropRequests: 0.3, dropResponses: 0.3 });
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Options of {@link startFaultProxy}. */
export interface FaultProxyOptions {
  /** Where requests go: `http://host:port`. Changeable later with `retarget`. */
  target: string;
  /** Share of requests cut before they reach the target (0–1). */
  dropRequests: number;
  /** Share of responses cut after the target answered (0–1). */
  dropResponses: number;
  /** Port to listen on (0: any free one). */
  port?: number;
  /** Random source (tests seed it). */
  random?: () => number;
}

/** What the proxy did. */
interface FaultProxyCounts {
  requests: number;
  droppedRequests: number;
  droppedResponses: number;
  /** The target was unreachable (down or restarting). */
  refused: number;
}

/** A running proxy. */
export interface FaultProxy {
  url: string;
  counts: FaultProxyCounts;
  retarget(target: string): void;
  close(): Promise<void>;
}

/** Starts the proxy on loopback. */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const random = options.random ?? Math.random;
  let target = new URL(options.target);
  const counts: FaultProxyCounts = { requests: 0, droppedRequests: 0, droppedResponses: 0, refused: 0 };
  const server = createServer((req, res) => {
    counts.requests += 1;
    if (random() < options.dropRequests) {
      counts.droppedRequests += 1;
      req.socket.destroy();
      return;
    }
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', () => req.socket.destroy());
        answer.on('end', () => {
          // The server has answered (a lead is stored): the client never hears it.
          if (random() < options.dropResponses) {
            counts.droppedResponses += 1;
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on('error', () => {
      counts.refused += 1;
      req.socket.destroy();
    });
    req.pipe(upstream);
  });
  // A cut connection is the point; its errors are not.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    retarget(next) {
      target = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
