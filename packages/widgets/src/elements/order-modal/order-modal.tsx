/** @jsxImportSource preact */
import { effect, untracked } from '@preact/signals-core';
import {
  basicQuoteMessages,
  consentMessages,
  loginMessages,
  MOBILE_MAX_LENGTH,
  type OrderDetails,
  type OrderModalStore,
  orderModalMessages,
  readUtm,
  tidyMobileInput,
} from '@renovo/core';
import { useEffect, useRef } from 'preact/hooks';
import type { RenovoOrderModalElement } from '../../element-types.generated.ts';
import { baseStyles } from '../../internal/base-styles.ts';
import { defineWidget, type WidgetContext } from '../../internal/define.ts';
import { emit } from '../../internal/emit.ts';
import { getRuntime } from '../../internal/runtime.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { Dialog, dialogStyles } from '../../ui/dialog.tsx';
import { StatementLinks } from '../../ui/statement-links.tsx';
import { orderModalWidget } from '../../widgets.generated.ts';
import { orderModalStyles } from './order-modal.styles.ts';
import { orderStoreOf } from './order-store.ts';

/** The short name in every event's `detail.widget` (docs/embedding.md §4). */
const WIDGET = 'order-modal';
/** `page` of the postInfo body when the element has no `module`. */
const DEFAULT_PAGE = 'order_modal';

type Context = WidgetContext<(typeof orderModalWidget)['attributes']>;
type Variant = 'A' | 'B';
type CloseReason = 'user' | 'submit' | 'api';

const closeReasons = new WeakMap<HTMLElement, CloseReason>();

function variantOf(value: string | null): Variant {
  return value?.toUpperCase() === 'B' ? 'B' : 'A';
}

function visibleOf(store: OrderModalStore, variant: Variant) {
  return variant === 'B' ? store.popVisibleB : store.popVisible;
}

/** What the element adds to the form's mobile and consent: page, variant, source and utm. */
function orderDetailsOf(host: HTMLElement, variant: Variant): OrderDetails {
  const body: OrderDetails = {
    page: host.getAttribute('module') || DEFAULT_PAGE,
    variant,
    utm: readUtm(new URLSearchParams(window.location.search)),
  };
  const type = host.getAttribute('type');
  if (type) body.source_type = type;
  const id = Number(host.getAttribute('resource-id'));
  if (Number.isInteger(id) && id > 0) body.source_id = id;
  return body;
}

function OrderModal({ host, props }: Context) {
  const runtime = getRuntime({ partner: props.partner.peek() });
  const store = orderStoreOf(runtime);

  // Store → element (synchronous, so the close reason is still known when it fires).
  useEffect(() => {
    let before: boolean | null = null;
    return effect(() => {
      const shown = visibleOf(store, variantOf(props.variant.value)).value;
      const was = before;
      before = shown;
      if (was === shown || (was === null && !shown)) return;
      untracked(() => {
        (host as RenovoOrderModalElement).open = shown;
        if (shown) {
          emit(host, 'renovo-open', { widget: WIDGET });
          void store.getLastMessage();
          return;
        }
        emit(host, 'renovo-close', { widget: WIDGET, reason: closeReasons.get(host) ?? 'user' });
        closeReasons.delete(host);
      });
    });
  }, [store]);

  // Element → store: `open` dispatches OPEN_MODAL / OPEN_MODALB and their CLOSE actions.
  useEffect(() => {
    let initial = true;
    return effect(() => {
      const wanted = props.open.value;
      const first = initial;
      initial = false;
      untracked(() => {
        const variant = variantOf(props.variant.value);
        const shown = visibleOf(store, variant).value;
        if (wanted && !shown) store.dispatch(variant === 'B' ? 'OPEN_MODALB' : 'OPEN_MODAL');
        else if (!wanted && !first && shown) {
          closeReasons.set(host, 'api');
          store.dispatch(variant === 'B' ? 'CLOSE_MODALB' : 'CLOSE_MODAL');
        }
      });
    });
  }, [store]);

  const variant = variantOf(props.variant.value);
  const inline = props.mode.value === 'inline';
  const visible = inline || visibleOf(store, variant).value;
  const close = (reason: CloseReason) => {
    closeReasons.set(host, reason);
    store.dispatch(variant === 'B' ? 'CLOSE_MODALB' : 'CLOSE_MODAL');
  };

  return (
    <Dialog
      open={visible}
      labelledBy="order-title"
      onRequestClose={() => close('user')}
      mode={inline ? 'inline' : 'popup'}
    >
      {visible ? (
        <OrderForm
          key={variant}
          host={host}
          variant={variant}
          store={store}
          closable={!inline}
          onClose={close}
        />
      ) : null}
    </Dialog>
  );
}

interface FormProps {
  host: HTMLElement;
  variant: Variant;
  store: OrderModalStore;
  closable: boolean;
  onClose(reason: CloseReason): void;
}

/** The content of either variant: draws the store's form; the store decides, this emits events. */
function OrderForm({ host, variant, store, closable, onClose }: FormProps) {
  const form = store.form;
  const busy = store.submitting.value;
  const mobileRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const { mobile, accepted } = form.fields;
  const mobileError = mobile.error.value;
  const termsError = accepted.error.value;
  const text = orderModalMessages;

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const outcome = await store.submit(orderDetailsOf(host, variant));
    // Stored: at once, or when this page resends an order left pending (資料已保留 shown meanwhile).
    const stored = ({ id }: { id: number | string }) => {
      emit(host, 'renovo-submit', { widget: WIDGET, id, redirect: null });
      if (closable) onClose('submit');
    };
    if (outcome.ok) stored(outcome);
    else if ('later' in outcome) void outcome.later.then(stored);
    else if (outcome.reason === 'invalid' || outcome.reason === 'consent') {
      (outcome.reason === 'invalid' ? mobileRef : consentRef).current?.focus();
    } else if (outcome.reason !== 'busy') {
      // The store showed the centred toast for a 422; other failures show nothing
      // (docs/spec/platform.md#errors).
      const validation = outcome.status === 422;
      emit(host, 'renovo-error', {
        widget: WIDGET,
        reason: validation ? 'validation' : 'submit_failed',
        ...(validation ? { message: outcome.message } : {}),
      });
    }
  };

  const mobileField = (
    <div class="field" part="field">
      <label class="label" part="label" for="order-mobile">
        {loginMessages.mobileLabel}
      </label>
      <input
        ref={mobileRef}
        id="order-mobile"
        class="input"
        part="input"
        type="tel"
        name="mobile"
        inputMode="tel"
        autoComplete="tel"
        maxLength={MOBILE_MAX_LENGTH}
        onBeforeInput={tidyMobileInput}
        placeholder={basicQuoteMessages.mobileRequired}
        value={mobile.value.value}
        aria-invalid={mobileError ? 'true' : undefined}
        aria-describedby={mobileError ? 'order-mobile-error' : undefined}
        onInput={(event) => {
          const input = event.currentTarget as HTMLInputElement;
          void mobile.input(input.value);
          if (input.value !== mobile.value.peek()) input.value = mobile.value.peek();
        }}
        onBlur={() => void mobile.blur()}
      />
    </div>
  );
  const submit = (
    <button type="submit" class="submit" part="submit" aria-busy={busy ? 'true' : undefined} disabled={busy}>
      {text.submit}
    </button>
  );

  return (
    <div class={`order order-${variant.toLowerCase()}`}>
      <div class="header" part="header">
        <h2 id="order-title" class="title" part="title">
          {variant === 'B' ? text.compactTitle : text.headline}
        </h2>
        {closable ? <CloseButton onClick={() => onClose('user')} /> : null}
      </div>
      {variant === 'A' ? (
        <ul class="benefits" part="benefits">
          {text.benefits.map((benefit) => (
            <li key={benefit}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" stroke-width="2.4" fill="none" />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
      ) : null}
      <form class="form" part="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {variant === 'B' ? (
          <div class="row">
            {mobileField}
            {submit}
          </div>
        ) : (
          mobileField
        )}
        <p id="order-mobile-error" class="error" part="error" role="alert">
          {mobileError}
        </p>
        <div class="consent" part="consent">
          <input
            ref={consentRef}
            id="order-accepted"
            type="checkbox"
            name="accepted"
            value="1"
            checked={accepted.value.value}
            aria-invalid={termsError ? 'true' : undefined}
            aria-describedby={termsError ? 'order-terms-error' : undefined}
            onChange={(event) => void accepted.input((event.currentTarget as HTMLInputElement).checked)}
          />
          <label for="order-accepted">{consentMessages.consentTitle}</label>
          <StatementLinks keys={['terms', 'privacy']} />
        </div>
        <p id="order-terms-error" class="error" part="error" role="alert">
          {termsError}
        </p>
        {variant === 'A' ? submit : null}
      </form>
    </div>
  );
}

/**
 * `<renovo-order-modal>` — the lead-capture order modal (docs/spec/platform.md#routes-and-overlays,
 * docs/spec/session.md#entities "Order modal store", docs/spec/session.md#states,
 * docs/spec/platform.md#errors) in its two variants: A, a centred modal with a headline and a benefits list
 * (a bottom sheet
 * below 850 px), and B, a compact card at the bottom of the screen. It draws core's order-modal
 * store (one per page, shared by both variants: OPEN_MODAL shows A, OPEN_MODALB shows B). The
 * form (mobile, terms) posts postInfo with an Idempotency-Key; a 422 shows core's centred toast.
 *
 * @summary Order modal, variants A and B, with a mobile + terms lead form.
 *
 * Its attributes, properties and methods are declared in the element table (declarations.ts).
 *
 * @event renovo-open - the modal opened; detail `{ widget }`
 * @event renovo-close - it closed; detail `{ widget, reason: 'user' | 'submit' | 'api' }`
 * @event renovo-submit - the lead was stored; detail `{ widget, id, redirect: null }`
 * @event renovo-error - postInfo failed; detail `{ widget, reason: 'validation' | 'submit_failed', message? }`
 *
 * @csspart dialog - the native dialog
 * @csspart panel - the in-page section in `mode="inline"`
 * @csspart header - heading and close button
 * @csspart title - the heading
 * @csspart close - the close icon button (accessible name 關閉)
 * @csspart benefits - variant A's benefits list
 * @csspart form - the form
 * @csspart field - the mobile field
 * @csspart label - a label
 * @csspart input - the mobile input
 * @csspart error - a field's error message
 * @csspart consent - the terms checkbox row
 * @csspart statement-link - a link to a statement on the main site
 * @csspart submit - the submit button
 *
 * @cssproperty --renovo-order-width - width of variant A's centred modal (default 440px)
 * @cssproperty --renovo-order-compact-width - width of variant B's card on desktop (default 560px)
 * @cssproperty --renovo-order-accent - accent colour (default --renovo-color-primary)
 * @cssproperty --renovo-order-accent-text - text on the accent (default --renovo-color-primary-text)
 * @cssproperty --renovo-order-error - error colour (default --renovo-color-error)
 * @cssproperty --renovo-order-border - input border colour (default --renovo-color-border)
 *
 * Registers it (no-op without customElements, e.g. during SSR).
 */
export function defineOrderModal(): void {
  defineWidget({
    ...orderModalWidget,
    styles: baseStyles + dialogStyles + orderModalStyles,
    render: (context) => <OrderModal {...context} />,
    methods: {
      getStore(this: HTMLElement) {
        return orderStoreOf(getRuntime({ partner: this.getAttribute('partner') }));
      },
    },
  });
}
