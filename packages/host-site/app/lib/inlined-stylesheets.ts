/**
 * Names the server's inline stylesheets to the bundler's loader of dynamic imports. The server
 * writes the page's stylesheets into the document as `<style data-href>` (route-styles.tsx); Vite's
 * loader, before it imports a chunk on demand (the widgets on the first press, the API client,
 * analytics), appends each of the chunk's stylesheets as a `<link>` unless the document has a
 * `<link rel="stylesheet">` of that file, and it cannot see an inline one. The frame's stylesheet
 * then came a second time, at the end of the head, after the route's own, and undid the route's
 * rules where both set the same property: the company centre lost its padding on the first press
 * and its form moved under the pointer. A disabled link is never fetched nor applied (HTML: a
 * stylesheet link with `disabled` is not loaded) and tells the loader the file is there.
 */
export function nameInlinedStylesheets(doc: Document = document): void {
  const hrefs = [...doc.querySelectorAll('style[data-href]')].flatMap((style) =>
    (style.getAttribute('data-href') ?? '').split(/\s+/).filter(Boolean),
  );
  for (const href of new Set(hrefs)) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    doc.head.append(link);
  }
}
