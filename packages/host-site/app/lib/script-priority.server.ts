/**
 * Hydration scripts at low fetch priority: React Router's `<Scripts>` preloads every module a page
 * needs with `<link rel="modulepreload">`, which browsers fetch at high priority, beside the
 * render-blocking stylesheets and the LCP image. The server-rendered page needs none of them to
 * paint (module scripts never block rendering), so on a slow connection they only delay the first
 * paint and the main image. `<Scripts>` offers no attribute for this, so the page's HTML stream is
 * edited on its way out: each modulepreload link gets `fetchpriority="low"`. The scripts still
 * load in parallel and hydrate as soon as they arrive.
 *
 * @example return withLowPriorityScripts(await handler(request, context));
 */

const TAG = '<link rel="modulepreload"';
const LOW = `${TAG} fetchpriority="low"`;

/** Rewrites the modulepreload links in a stream of HTML text, across chunk boundaries. */
function rewriteStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // The end of the previous chunk that could be the start of a tag split across two chunks.
  let carry = '';
  const rewrite = (text: string) => text.replaceAll(TAG, LOW);
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      // Hold back a last `<…` shorter than the tag: it may be the tag's first part.
      const lastTag = text.lastIndexOf('<');
      const keepFrom = lastTag >= 0 && text.length - lastTag < TAG.length ? lastTag : text.length;
      carry = text.slice(keepFrom);
      const out = rewrite(text.slice(0, keepFrom));
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const rest = carry + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
    },
  });
}

/** The response with its modulepreload links at low priority (HTML documents only). */
export function withLowPriorityScripts(response: Response): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(rewriteStream()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
