/**
 * The embed builder's output (docs/spec/console.md#embed-builder): the chosen element as attributes, the
 * script-tag snippet a partner pastes (the loader's pinned release with its SRI hash and
 * `data-partner`, docs/embedding.md §1) and the React/npm snippet (`@renovo/widgets`), the
 * preview page's address, and the rules a snippet must meet before it is copied: a partner, a
 * region of the list, module and type as the widgets take them, a company id of digits, and the
 * loader's release known. Values are limited to what the attributes take besides, so nothing a
 * user types can break out of an attribute.
 */
import { isCompanyId, isRegionId, isWidgetToken, QUOTE_VERSIONS, WIDGET_MODES } from '@renovo/core/contracts';
import { consoleEmbedMessages, consoleMessages } from '@renovo/core/messages';

export type ElementChoice = 'quote-v2' | 'quote-v3' | 'community-quote' | 'login-sheet' | 'order-modal';

export interface EmbedChoice {
  element: ElementChoice;
  mode: (typeof WIDGET_MODES)[number];
  module: string;
  type: string;
  /** A region id as text, '' for none. */
  region: string;
  company: string;
  stopRedirect: boolean;
  partner: string;
}

/** The loader a script snippet names: its pinned file, that file's SRI hash, the release. */
export interface LoaderRelease {
  file: string;
  integrity: string;
  version: string;
}

/** What stops a snippet from being copied, by field (empty: it may be copied). */
export type EmbedProblems = Partial<
  Record<'partner' | 'module' | 'type' | 'region' | 'company' | 'loader', string>
>;

const problems = consoleEmbedMessages.problems;

/** The loader release of the embed build's manifest.json (`/embed/v1/manifest.json`), or null. */
export function loaderOf(manifest: unknown): LoaderRelease | null {
  const { version, loader } = (manifest ?? {}) as { version?: unknown; loader?: Record<string, unknown> };
  const file = loader?.pinned;
  const integrity = loader?.integrity;
  if (typeof file !== 'string' || !/^loader-[\w-]+\.js$/.test(file)) return null;
  if (typeof integrity !== 'string' || !/^sha384-[A-Za-z0-9+/]+=*$/.test(integrity)) return null;
  return { file, integrity, version: typeof version === 'string' ? version : '' };
}

/** Why the choice cannot be copied yet, field by field; `{}` when it can. */
export function embedProblems(choice: EmbedChoice, loader: LoaderRelease | null): EmbedProblems {
  const found: EmbedProblems = {};
  if (!choice.partner) found.partner = problems.noPartner;
  if (choice.module && !isWidgetToken(choice.module)) found.module = problems.badToken;
  if (choice.type && !isWidgetToken(choice.type)) found.type = problems.badToken;
  if (choice.region && !isRegionId(choice.region)) found.region = problems.badRegion;
  if (choice.company && !isCompanyId(choice.company)) found.company = problems.badCompany;
  if (!loader) found.loader = problems.noLoader;
  return found;
}

/** The first reason a snippet cannot be copied, or null. */
export function copyRefusal(found: EmbedProblems): string | null {
  return found.partner ?? found.region ?? found.module ?? found.type ?? found.company ?? found.loader ?? null;
}

/** The custom element's tag for a choice. */
export function tagOf(element: ElementChoice): string {
  return element.startsWith('quote-') ? 'renovo-quote' : `renovo-${element}`;
}

/** A value safe in an attribute and a JS string: letters, digits, `_` and `-` only. */
function clean(value: string): string {
  return value.replace(/[^\w-]/g, '').slice(0, 40);
}

/** The element's attributes, in a stable order (`stop-redirect` has no value); wrong values left out. */
export function attributesOf(choice: EmbedChoice): [string, string | true][] {
  const attributes: [string, string | true][] = [];
  if (choice.element === 'quote-v2' || choice.element === 'quote-v3')
    attributes.push(['version', choice.element.slice(6)]);
  attributes.push(['mode', choice.mode]);
  for (const [name, value, ok] of [
    ['module', choice.module, isWidgetToken(choice.module)],
    ['type', choice.type, isWidgetToken(choice.type)],
    ['region', choice.region, isRegionId(choice.region)],
    ['company-id', choice.company, isCompanyId(choice.company)],
  ] as const) {
    if (ok) attributes.push([name, clean(value)]);
  }
  if (choice.stopRedirect) attributes.push(['stop-redirect', true]);
  return attributes;
}

function htmlAttributes(choice: EmbedChoice): string {
  return attributesOf(choice)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
    .join('');
}

/**
 * The script-tag snippet: queue stub, the loader's pinned release (as {@link loaderOf} checked it)
 * with its SRI hash and `data-partner`, the element.
 */
export function scriptSnippet(origin: string, choice: EmbedChoice, loader: LoaderRelease): string {
  const tag = tagOf(choice.element);
  const lines = [
    '<script>window.renovo = window.renovo || function(){(renovo.q = renovo.q || []).push(arguments)}</script>',
    `<script async src="${origin}/embed/v1/${loader.file}" integrity="${loader.integrity}" crossorigin="anonymous" data-partner="${clean(choice.partner)}"></script>`,
    `<${tag}${htmlAttributes(choice)}></${tag}>`,
  ];
  if (choice.mode === 'popup')
    lines.push(`<!-- renovo('open', '${tag.slice(7)}') ${consoleMessages.embed.openPopupComment} -->`);
  return lines.join('\n');
}

/** The React/npm snippet: `@renovo/widgets` registered, the API origin and partner set, the element. */
export function reactSnippet(origin: string, choice: EmbedChoice): string {
  const tag = tagOf(choice.element);
  return [
    '// npm install @renovo/widgets',
    "import '@renovo/widgets';",
    '',
    `window.__RENOVO__ = { apiOrigin: '${origin}', partner: '${clean(choice.partner)}' };`,
    '',
    'export function RenovoWidget() {',
    `  return <${tag}${htmlAttributes(choice)}${choice.mode === 'popup' ? ' open' : ''} />;`,
    '}',
  ].join('\n');
}

/**
 * The preview page's address (served by this server, loading the real built widget): at the
 * preview origin when the server has one, else at the console's own origin.
 */
export function previewUrl(choice: EmbedChoice, previewOrigin: string | null): string {
  const query = new URLSearchParams({ element: tagOf(choice.element), partner: clean(choice.partner) });
  for (const [name, value] of attributesOf(choice)) query.set(name, value === true ? '' : value);
  return `${previewOrigin ?? ''}/console/preview?${query}`;
}

/**
 * The choice with a partner's default widget options applied (docs/spec/console.md#partners): each
 * option the partner form set (version, mode, module, type, region, company, stop-redirect)
 * replaces the field's value; the others keep theirs.
 */
export function withDefaults(choice: EmbedChoice, defaults: Record<string, unknown>): EmbedChoice {
  const text = (value: unknown, kept: string) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : kept;
  const version = QUOTE_VERSIONS.find((v) => v === defaults.version);
  const quote = choice.element === 'quote-v2' || choice.element === 'quote-v3';
  return {
    ...choice,
    element: quote && version ? `quote-${version}` : choice.element,
    mode: WIDGET_MODES.find((v) => v === defaults.mode) ?? choice.mode,
    module: text(defaults.module, choice.module),
    type: text(defaults.type, choice.type),
    region: text(defaults.region, choice.region),
    company: text(defaults['company-id'], choice.company),
    stopRedirect:
      typeof defaults['stop-redirect'] === 'boolean' ? defaults['stop-redirect'] : choice.stopRedirect,
  };
}
