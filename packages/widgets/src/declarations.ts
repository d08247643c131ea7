/**
 * The Renovo custom elements, each declared once: its tag, its attributes (kind, the values it
 * takes, what it does), its extra properties and methods, and the events it dispatches. Everything
 * else that names an element or an attribute is generated from this table by
 * `packages/widgets/scripts/generate.ts` (run by the package's build; a test fails when a
 * generated file is stale):
 *
 * - `src/widgets.generated.ts`: each element's attribute → kind table (what the element's
 *   `defineWidget` call reads at run time), its interface, its JSX attributes, the tag map;
 * - the element list of `src/index.ts`, the `exports` of the package's package.json, the embed
 *   build's entries (rollup.config.ts reads this table), `custom-elements.json` (the Custom
 *   Elements Manifest) and the attribute tables of `docs/embedding.md`.
 *
 * Adding an element: its entry here and its folder `src/elements/<name>/` (an `index.ts` that
 * defines it), then `npm run build -w @renovo/widgets`.
 *
 * Only build scripts and type declarations read this file: no widget chunk imports it.
 */
import type { RenovoEventName } from './events.ts';

/** How an attribute's text becomes a property value (see internal/define.ts). */
type Kind = 'string' | 'boolean' | 'number';

/** One attribute; its property is the camelCased name. */
export interface AttributeDeclaration {
  kind: Kind;
  /** The values it takes, when it takes only a few (the TypeScript types are their union). */
  values?: readonly (string | number)[];
  /** What it does, for the docs, the manifest and the types' comments. */
  description: string;
}

/** A property or method the element adds to its attributes' properties. */
interface MemberDeclaration {
  kind: 'field' | 'method';
  /** Its TypeScript type, as written in the element's interface. */
  type: string;
  description: string;
}

/** One element of the table. */
export interface WidgetDeclaration {
  tag: `renovo-${string}`;
  /** One line for the docs' headings and the manifest. */
  summary: string;
  attributes: Readonly<Record<string, AttributeDeclaration>>;
  members?: Readonly<Record<string, MemberDeclaration>>;
  /** The type-only imports the members' types need: module → names. */
  typeImports?: Readonly<Record<string, readonly string[]>>;
  /** Each event it dispatches, with what it means for this element. */
  events: Partial<Readonly<Record<RenovoEventName, string>>>;
  /** Whether the loader imports it for `renovo-<name>` tags (the toast is made by the widgets). */
  loaded?: boolean;
}

/** Keeps the literal types of a declaration (its tag, kinds and values). */
function declareWidget<const D extends WidgetDeclaration>(declaration: D): D {
  return declaration;
}

// The attributes several elements share.
const open = { kind: 'boolean', description: 'boolean; shows the popup (cleared when it closes)' } as const;
const mode = {
  kind: 'string',
  values: ['popup', 'inline'],
  description: '`popup` (default; a modal, a bottom sheet below 850 px) or `inline` (a panel in the page)',
} as const;
const type = { kind: 'string', description: 'resource type sent with the form (default `generic`)' } as const;
const resourceId = { kind: 'string', description: 'resource id sent with the form' } as const;
const companyId = { kind: 'string', description: 'company id sent with the form' } as const;
const region = {
  kind: 'number',
  description: 'region id (1–26) to start with when the visitor has none remembered',
} as const;
const stopRedirect = {
  kind: 'boolean',
  description: 'boolean; after a submit stay on the page: only `renovo-submit` fires and the popup closes',
} as const;
const partner = {
  kind: 'string',
  description:
    "partner key sent with every call when the page has no loader `data-partner` (npm install); the loader's wins; read when the page's first widget starts",
} as const;

const popupEvents = {
  'renovo-open': 'the popup opened',
  'renovo-close': 'the popup closed; `reason` is `user`, `submit` or `api`',
} as const;

/** Every element, by short name (`quote` for `<renovo-quote>`), in the order the docs list them. */
export const WIDGETS = {
  quote: declareWidget({
    tag: 'renovo-quote',
    summary: 'basic quote (v2, v3)',
    attributes: {
      open,
      mode,
      version: { kind: 'string', values: ['v2', 'v3'], description: '`v2` (default) or `v3`' },
      module: { kind: 'string', description: 'module name sent with the quote and the tracking events' },
      type,
      'resource-id': resourceId,
      'company-id': companyId,
      region,
      'stop-redirect': stopRedirect,
      partner,
    },
    events: {
      ...popupEvents,
      'renovo-submit': 'a quote was stored: `id`, `publicId`, `redirect` (the result page, or null)',
      'renovo-error': 'the submit failed (`reason` `submit-failed`)',
    },
  }),
  'community-quote': declareWidget({
    tag: 'renovo-community-quote',
    summary: 'community quote (three steps)',
    attributes: {
      open,
      mode,
      module: {
        kind: 'string',
        description: 'module name sent with the form and the tracking events (default `community-valuation`)',
      },
      type,
      'resource-id': resourceId,
      'company-id': companyId,
      region,
      'stop-redirect': stopRedirect,
      partner,
    },
    events: {
      ...popupEvents,
      'renovo-submit': 'a quote was stored: `id`, `publicId`, `redirect` (the result page, or null)',
      'renovo-error': 'the submit failed (`reason` `submit-failed`, `message`)',
    },
  }),
  'quote-preview': declareWidget({
    tag: 'renovo-quote-preview',
    summary: 'result preview panel',
    attributes: {
      size: { kind: 'number', description: 'floor area in ping; the preview is computed for it' },
      level: {
        kind: 'number',
        values: [1, 2, 3],
        description: 'selected tab: 1 簡裝 (default), 2 精裝, 3 豪裝',
      },
      'record-id': {
        kind: 'string',
        description: 'a stored quote (the `publicId` of `renovo-submit`); wins over `size`',
      },
    },
    members: {
      data: {
        kind: 'field',
        type: 'PreviewInput',
        description: 'a preview object shown as it is (when neither `record-id` nor `size` is set)',
      },
    },
    typeImports: { './elements/quote-preview/preview-types.ts': ['PreviewInput'] },
    events: {
      'renovo-level-change': 'a tab was picked; `level` is 1, 2 or 3',
      'renovo-error': 'the stored quote or the preview could not be loaded (`reason`)',
    },
  }),
  'login-sheet': declareWidget({
    tag: 'renovo-login-sheet',
    summary: 'login',
    attributes: {
      open,
      mode,
      module: { kind: 'string', description: 'module name of the flow the visitor logs in for' },
      type,
      'resource-id': resourceId,
      'company-id': companyId,
      partner,
    },
    members: {
      openFor: {
        kind: 'method',
        type: '(params?: LoginParams) => Promise<AccessOutcome>',
        description:
          'opens the sheet for a flow (params default to the attributes); resolves with `{ granted: true, via }` or `{ granted: false }`',
      },
    },
    typeImports: { '@renovo/core': ['AccessOutcome', 'LoginParams'] },
    events: {
      'renovo-open': 'the sheet opened',
      'renovo-close': 'the sheet closed; `reason` is `user`, `submit` or `api`',
      'renovo-login': 'the visitor logged in, bound a mobile or authorised a clue; `via`',
      'renovo-error': 'a login or send-code call failed (`reason` `login_failed`, `send_code_failed`)',
    },
  }),
  'order-modal': declareWidget({
    tag: 'renovo-order-modal',
    summary: 'order modal (variants A and B)',
    attributes: {
      open,
      variant: {
        kind: 'string',
        values: ['A', 'B'],
        description: '`A` (default; a centred modal with the benefits) or `B` (a compact card at the bottom)',
      },
      mode,
      module: { kind: 'string', description: "sent as the lead's `page` (default `order_modal`)" },
      type: { kind: 'string', description: "sent as the lead's `source_type`" },
      'resource-id': { kind: 'string', description: "sent as the lead's `source_id`" },
      partner,
    },
    members: {
      getStore: {
        kind: 'method',
        type: '() => OrderModalStore',
        description: "the page's order-modal store (flags, params, dispatch, auto-pop date)",
      },
    },
    typeImports: { '@renovo/core': ['OrderModalStore'] },
    events: {
      ...popupEvents,
      'renovo-submit': 'the lead was stored: `id`, `redirect: null`',
      'renovo-error': 'the lead could not be stored (`reason` `validation`, `submit_failed`)',
    },
  }),
  toast: declareWidget({
    tag: 'renovo-toast',
    summary: 'the general toast',
    attributes: {},
    members: {
      show: {
        kind: 'method',
        type: '(message: string, options?: ToastOptions) => void',
        description: 'shows `message`, replacing whatever toast is showing',
      },
    },
    typeImports: { '@renovo/core': ['ToastOptions'] },
    events: {},
    loaded: false,
  }),
} as const;

/** The short names of the elements (`quote`, `login-sheet`…). */
export type WidgetName = keyof typeof WIDGETS;
