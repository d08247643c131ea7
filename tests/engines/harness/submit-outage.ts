/**
 * A lost answer, in any engine, without the client's help (WebDriver classic cannot intercept
 * requests): a loopback proxy in front of the stack passes everything through, except that
 * while it is `down` the answer to a quote submit is cut after the server stored the lead, as a
 * phone losing its network would. The partner pages (the partner page and the landing page) are
 * served again on an origin of their own whose Renovo origin is the proxy, so the widgets load and call through it. The proxy notes every
 * submit: its Idempotency-Key, whether its answer was cut, the lead's public id in the answer.
 *
 * @example const outage = await startSubmitOutage(siteOrigin); outage.down = true; … await outage.close();
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startPageServer } from '../../../examples/partner-page/serve.ts';
import { ROOT } from '../../e2e/harness/build.ts';

/** The path of the basic and v3 quote submit (docs/spec/quotes.md#calls). */
const SUBMIT = '/hyperf/valuation/v3/submit';

/** One submit that reached the server. */
export interface SeenSubmit {
  key: string;
  cut: boolean;
  publicId: string | undefined;
}

/** The proxy and its partner pages. */
export interface SubmitOutage {
  /** The partner pages whose widgets call through the proxy. */
  partnerOrigin: string;
  /** While true, a submit's answer is cut. */
  down: boolean;
  submits: SeenSubmit[];
  close(): Promise<void>;
}

/** Starts the proxy in front of `target` and the partner pages behind it. */
export async function startSubmitOutage(target: string): Promise<SubmitOutage> {
  const upstream = new URL(target);
  const proxy = createServer((req, res) => {
    // Whether this submit's answer is lost is settled when it arrives.
    const cut = outage.down;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (req.method === 'POST' && req.url?.startsWith(SUBMIT)) {
            const publicId = /"public_id":"([^"]+)"/.exec(body.toString('utf8'))?.[1];
            outage.submits.push({ key: String(req.headers['idempotency-key'] ?? ''), cut, publicId });
            if (cut) return void req.socket.destroy();
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
        });
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const pages = await startPageServer({
    roots: { '/': join(ROOT, 'examples/partner-page'), '/landing': join(ROOT, 'examples/landing-embed') },
    renovoOrigin: proxyOrigin,
  });
  const outage: SubmitOutage = {
    partnerOrigin: pages.origin,
    down: false,
    submits: [],
    async close() {
      await pages.close();
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
    },
  };
  return outage;
}
