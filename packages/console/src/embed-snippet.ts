/**
 * The embed builder's output (docs/spec/console.md#embed-builder): the chosen element as attributes, the
 * script-tag
 * snippet a partner pastes (the loader with `data-partner`, docs/embedding.md §1) and the
 * React/npm snippet (`@renovo/widgets`), and the preview page's address. Values are limited to
 * what the attributes take, so nothing a user types can break out of an attribute.
 */
import { consoleMessages } from '@renovo/core/messages';

export type ElementChoice = 'quote-v2' | 'quote-v3' | 'community-quote' | 'login-sheet' | 'order-modal';

export interface EmbedChoice {
  element: ElementChoice;
  mode: 'popup' | 'inline';
  module: string;
  type: string;
  region: string;
  company: string;
  stopRedirect: boolean;
  partner: string;
}

/** The custom element's tag for a choice. */
export function tagOf(element: ElementChoice): string {
  return element.startsWith('quote-') ? 'renovo-quote' : `renovo-${element}`;
}

/** A value safe in an attribute and a JS string: letters, digits, `_` and `-` only. */
function clean(value: string): string {
  return value.replace(/[^\w-]/g, '').slice(0, 40);
}

/** The element's attributes, in a stable order (`stop-redirect` has no value). */
export function attributesOf(choice: EmbedChoice): [string, string | true][] {
  const attributes: [string, string | true][] = [];
  if (choice.element === 'quote-v2' || choice.element === 'quote-v3')
    attributes.push(['version', choice.element.slice(6)]);
  attributes.push(['mode', choice.mode]);
  for (const [name, value] of [
    ['module', choice.module],
    ['type', choice.type],
    ['region', choice.region.replace(/\D/g, '')],
    ['company-id', choice.company.replace(/\D/g, '')],
  ] as const) {
    const safe = clean(value);
    if (safe) attributes.push([name, safe]);
  }
  if (choice.stopRedirect) attributes.push(['stop-redirect', true]);
  return attributes;
}

function htmlAttributes(choice: EmbedChoice): string {
  return attributesOf(choice)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
}

/** The script-tag snippet: queue stub, loader with `data-partner`, the element. */
export function scriptSnippet(origin: string, choice: EmbedChoice): string {
  const tag = tagOf(choice.element);
  const lines = [
    '<script>window.renovo = window.renovo || function(){(renovo.q = renovo.q || []).push(arguments)}</script>',
    `<script async src="${origin}/embed/v1/loader.js" data-partner="${clean(choice.partner)}"></script>`,
    `<${tag}${htmlAttributes(choice)}></${tag}>`,
  ];
  if (choice.mode === 'popup')
    lines.push(`<!-- renovo('open', '${tag.slice(7)}') ${consoleMessages.embed.openPopupComment} -->`);
  return lines.join('\n');
}

/** The React/npm snippet: `@renovo/widgets` registered, the API origin and partner set, the element. */
export function reactSnippet(origin: string, choice: EmbedChoice): string {
  const tag = tagOf(choice.element);
  const props = attributesOf(choice)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
  return [
    '// npm install @renovo/widgets',
    "import '@renovo/widgets';",
    '',
    `window.__RENOVO__ = { apiOrigin: '${origin}', partner: '${clean(choice.partner)}' };`,
    '',
    'export function RenovoWidget() {',
    `  return <${tag}${props}${choice.mode === 'popup' ? ' open' : ''} />;`,
    '}',
  ].join('\n');
}

/** The preview page's address (served by the API, loading the real built widget). */
export function previewUrl(choice: EmbedChoice): string {
  const query = new URLSearchParams({ element: tagOf(choice.element), partner: clean(choice.partner) });
  for (const [name, value] of attributesOf(choice)) query.set(name, value === true ? '' : value);
  return `/console/preview?${query}`;
}
