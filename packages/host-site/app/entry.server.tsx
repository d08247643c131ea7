/**
 * The server entry: React Router's default web-stream entry, plus the page's CSP nonce
 * (`lib/security-headers.server.ts`). The nonce is made per request by the site handler and
 * handed over in the load context. `ServerRouter` puts it on every script React Router writes
 * (`<Scripts>`, `<ScrollRestoration>` and the module preloads read it from the router's context),
 * and React's streaming renderer on its own inline scripts. Bots and crawlers get the whole
 * document at once, as in the default entry.
 */
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { hostContext } from './lib/host-context.ts';

/** How long React may stream deferred data before the rest is rejected (as in the default entry). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(hostContext)?.nonce;
  let shellRendered = false;
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        // Errors of the shell reject and are logged by React Router; later ones are logged here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get('user-agent');
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status });
}
