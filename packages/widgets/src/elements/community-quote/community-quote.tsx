/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RenovoCommunityQuoteElement } from '../../element-types.generated.ts';
import { defineWidget } from '../../internal/define.ts';
import { emit, emitSubmitFailure } from '../../internal/emit.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/media.ts';
import { communityQuoteWidget } from '../../widgets.generated.ts';
import { type CommunityQuoteProps, WIDGET } from './attributes.ts';
import { communityQuoteStyles } from './community-quote.styles.ts';
import { createCommunityQuoteController } from './controller.ts';
import { DeferredCostPreview } from './deferred-cost-preview.tsx';
import { DetailStep } from './detail-step.tsx';
import { InputStep } from './input-step.tsx';
import { FIELD_IDS, QuoteFields } from './quote-fields.tsx';
import { RegionField } from './region-field.tsx';

const t = communityQuoteMessages;

type CloseReason = 'user' | 'submit' | 'api';

/** Focuses the element a step marks as its start (after a step change, not on first open). */
function useStepFocus(host: HTMLElement, step: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    host.shadowRoot?.querySelector<HTMLElement>('[data-focus-start]')?.focus();
  }, [host, step]);
}

/** Syncs the `open` property with the store and fires renovo-open / renovo-close. */
function useOpenSync(host: HTMLElement, store: CommunityQuoteStore, open: boolean, inline: boolean) {
  const wasOpen = useRef(false);
  const closing = useRef<CloseReason | null>(null);
  useEffect(() => {
    if (inline) {
      store.show();
      return;
    }
    if (open && !wasOpen.current) {
      wasOpen.current = true;
      store.show();
      emit(host, 'renovo-open', { widget: WIDGET });
    } else if (!open && wasOpen.current) {
      wasOpen.current = false;
      const reason = closing.current ?? 'api';
      closing.current = null;
      // A close by the page (attribute removed) resets like the close icon does.
      if (reason === 'api') store.close();
      emit(host, 'renovo-close', { widget: WIDGET, reason });
    }
  }, [host, store, open, inline]);
  return (reason: CloseReason) => {
    closing.current = reason;
    (host as RenovoCommunityQuoteElement).open = false;
  };
}

/** The community-quote popup: steps input → detail / form, and the desktop cost preview. */
function CommunityQuote({ host, props }: { host: HTMLElement; props: CommunityQuoteProps }) {
  // A stored quote closes the popup, also when this page resent one left pending.
  const closeStored = useRef(() => {});
  const [store] = useState(() => createCommunityQuoteController(host, props, () => closeStored.current()));
  useEffect(() => () => store.dispose(), [store]);
  const inline = props.mode.value === 'inline';
  const open = inline || props.open.value;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const close = useOpenSync(host, store, open, inline);
  closeStored.current = () => {
    if (!inline) close('submit');
  };
  const step = store.step.value;
  useStepFocus(host, step);

  // The region attribute seeds the store; a later change moves the form to that region.
  const region = props.region.value;
  const seededRegion = useRef(region);
  useEffect(() => {
    if (region === seededRegion.current) return;
    seededRegion.current = region;
    if (region !== null) store.setRegion(region);
  }, [store, region]);

  const requestClose = () => {
    store.close();
    close('user');
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const outcome = await store.submit();
    emitSubmitFailure(host, WIDGET, outcome);
    if (outcome.ok) return;
    const errors = store.errors.peek();
    const field = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find((name) => errors[name]);
    if (field) host.shadowRoot?.getElementById(FIELD_IDS[field])?.focus();
  };

  return (
    <Dialog
      open={open}
      mode={inline ? 'inline' : 'popup'}
      labelledBy="cq-title"
      onRequestClose={requestClose}
    >
      <div class={desktop ? 'layout desktop' : 'layout mobile'}>
        <div class="main" part="body">
          <div class="header" part="header">
            <h2 id="cq-title" class="title" part="title">
              {t.title}
            </h2>
            {inline ? null : <CloseButton onClick={requestClose} />}
          </div>
          {step === 'input' ? (
            <InputStep store={store} desktop={desktop} autoFocus={!inline} />
          ) : (
            <form class="form" part="form" noValidate onSubmit={onSubmit}>
              {step === 'detail' ? (
                <DetailStep store={store} />
              ) : (
                <div class="step" part="step-form">
                  <RegionField store={store} id="cq-form-region" focusStart />
                </div>
              )}
              <QuoteFields store={store} desktop={desktop} />
              {step === 'form' ? (
                <button
                  type="button"
                  class="link"
                  part="fill-community"
                  onClick={() => store.fillCommunity()}
                >
                  {t.fillCommunity}
                </button>
              ) : null}
            </form>
          )}
        </div>
        {desktop ? <DeferredCostPreview store={store} /> : null}
      </div>
    </Dialog>
  );
}

/**
 * `<renovo-community-quote>` — the three-step community-quote popup (docs/spec/popups-and-header.md#screens):
 * find the home's
 * community (region + keyword search, debounced 600 ms), pick its layout ('N房N廳N衛', which
 * sets the size from the layout's area list), then size, mobile and terms; button 一鍵領取報價清單.
 * Desktop (≥ 850 px) shows the cost preview (簡裝/精裝/豪裝, in 萬) beside the form; mobile is a
 * bottom sheet with a full-page community search (取消) and a size-picker sheet. An overlay click
 * does not close it; Escape and the close icon (關閉) do, resetting it to the first step.
 *
 * @summary Community quote popup: community search, layout, size, mobile, cost preview.
 *
 * Its attributes and properties are declared in the element table (declarations.ts).
 *
 * @event renovo-open - The popup opened. `detail: { widget: 'community-quote' }`.
 * @event renovo-close - The popup closed. `detail: { widget, reason: 'user' | 'submit' | 'api' }`.
 * @event renovo-submit - A quote was stored. `detail: { widget, id, redirect }` (`redirect` is the
 *   result page on the main site, /decorationfrom/result_v3?id=…, or null with stop-redirect).
 * @event renovo-error - The submit failed (送出失敗，請稍後重試). `detail: { widget, reason: 'submit-failed', message }`.
 *
 * @csspart dialog - The modal `<dialog>` (popup mode). @csspart panel - The inline container (inline mode).
 * @csspart body - The steps column. @csspart header - Title row. @csspart title - The title.
 * @csspart close - The close icon button (accessible name 關閉).
 * @csspart step-input - Step input. @csspart step-detail - Step detail. @csspart step-form - Step form.
 * @csspart field - Each field wrapper (also `region`, `size`, `mobile`, `terms`). @csspart input - Inputs and selects.
 * @csspart error - A field's error message. @csspart search - The community search.
 * @csspart search-trigger - Mobile: the field that opens the full-page search.
 * @csspart suggestions - The suggestion listbox. @csspart suggestion - One suggestion.
 * @csspart empty-notice - The no-result notice with its two tips. @csspart skip - The skip link.
 * @csspart community - The chosen community. @csspart address - Its address.
 * @csspart change-community - Back to the search. @csspart layouts - The layout radio group. @csspart layout - One layout.
 * @csspart form - The form. @csspart submit - The submit button. @csspart fill-community - The 'fill in community' link.
 * @csspart cost-preview - Desktop preview column (the panel inside exposes `preview`, `preview-tab`, …).
 * @csspart search-page - Mobile full-page search. @csspart search-cancel - Its 取消 button.
 * @csspart size-picker - Mobile size sheet. @csspart size-options - Its options. @csspart size-option - One option.
 * @csspart size-cancel - The sheet's 取消. @csspart size-confirm - The sheet's 確定.
 *
 * @cssproperty --renovo-community-quote-width - Desktop popup width (default 860px).
 * @cssproperty --renovo-community-quote-accent - Accent colour (default `--renovo-color-primary`).
 * @cssproperty --renovo-community-quote-accent-text - Text on the accent (default `--renovo-color-primary-text`).
 * @cssproperty --renovo-community-quote-field-height - Height of inputs and selects (default 44px).
 * @cssproperty --renovo-community-quote-preview-bg - Background of the desktop preview column.
 * @cssproperty --renovo-community-quote-option-height - Size-picker option height (default 44px; 6 visible).
 */
export function defineCommunityQuote(): void {
  defineWidget({
    ...communityQuoteWidget,
    styles: communityQuoteStyles,
    render: ({ host, props }) => <CommunityQuote host={host} props={props} />,
  });
}
