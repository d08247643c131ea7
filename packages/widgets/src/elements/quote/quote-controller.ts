import { effect, type Signal, signal, untracked } from '@preact/signals-core';
import {
  type BasicQuoteStore,
  basicQuotePortsOf,
  createBasicQuoteStore,
  getPopupBanner,
  type QuoteSubmitOutcome,
} from '@renovo/core';
import { createDeferredAnalytics } from '../../internal/deferred-analytics.ts';
import type { WidgetProps } from '../../internal/define.ts';
import { emit, emitSubmitFailure } from '../../internal/emit.ts';
import { quoteContextOf } from '../../internal/quote-context.ts';
import { quoteTracker } from '../../internal/quote-tracking.ts';
import { getRuntime, mainSiteUrl } from '../../internal/runtime.ts';
import type { quoteWidget } from '../../widgets.generated.ts';
import { AVATAR_POOL } from './avatar.tsx';

/** The element's live properties. */
export type QuoteProps = WidgetProps<(typeof quoteWidget)['attributes']>;

/** Banner images of the v2 popup. */
export type QuoteBanner = Awaited<ReturnType<typeof getPopupBanner>>['data'];

const WIDGET = 'quote';
/** Module sent with the form when the page sets none. */
const DEFAULT_QUOTE_MODULE = 'renovo_quote_widget';

/** One element's store and the glue between it, its attributes and its events. */
export interface QuoteController {
  store: BasicQuoteStore;
  /** The v2 banner: undefined while it is on its way (its box is kept), null when there is none. */
  banner: Signal<QuoteBanner | null | undefined>;
  /** Whether the v2 records are on their way (their box is kept, so the form does not move). */
  recordsPending: Signal<boolean>;
  /** Starts syncing the `open` attribute with the store; returns the stop function. */
  connect(): () => void;
  /** Loads the v2 banner and recent records (once). */
  loadExtras(): void;
  /** Validates and sends; closes the popup after a success that does not redirect. */
  submit(): Promise<QuoteSubmitOutcome>;
  /** Closes the popup ('close the quote feature', the `open` property, or after a submit). */
  close(reason: 'user' | 'submit' | 'api'): void;
}

/** Browser navigation, replaceable in tests. */
export const quoteNavigation = { assign: (url: string) => window.location.assign(url) };

/** Creates the controller of one `<renovo-quote>`: the core store on the page's runtime. */
export function createQuoteController(
  host: HTMLElement & { open?: boolean },
  props: QuoteProps,
): QuoteController {
  const runtime = getRuntime({ analytics: createDeferredAnalytics, partner: props.partner.peek() });
  const ports = basicQuotePortsOf(runtime.client);
  const banner = signal<QuoteBanner | null | undefined>(undefined);
  const recordsPending = signal(false);
  let closeReason: 'user' | 'submit' | 'api' = 'user';
  let extrasLoaded = false;

  // Read at submit time, so attribute changes after creation are honoured.
  const context = quoteContextOf(props, DEFAULT_QUOTE_MODULE);

  const store = createBasicQuoteStore({
    ports,
    storage: runtime.storage,
    // The result page lives on the main site, not on the partner's page.
    location: {
      query: () => new URLSearchParams(window.location.search),
      assign: (path) => quoteNavigation.assign(mainSiteUrl(path)),
    },
    notifier: runtime.notifier,
    context,
    regionId: props.region.peek(),
    avatarPool: AVATAR_POOL,
    // Stored (answered at once, or when this page resent a lead left pending): the event, and a
    // popup that goes to no result page closes.
    onSuccess: (result) => {
      emit(host, 'renovo-submit', {
        widget: WIDGET,
        id: result.id ?? '',
        redirect: result.redirect && mainSiteUrl(result.redirect),
        publicId: result.public_id,
      });
      if (result.redirect === null && props.mode.peek() !== 'inline') close('submit');
    },
    track: quoteTracker(host, runtime.analytics, context),
    onClose: () => {
      if (host.open) host.open = false;
      emit(host, 'renovo-close', { widget: WIDGET, reason: closeReason });
      closeReason = 'user';
    },
  });

  const close = (reason: 'user' | 'submit' | 'api') => {
    if (!store.open.peek()) return;
    closeReason = reason;
    store.closeFeature();
  };

  return {
    store,
    banner,
    recordsPending,
    close,
    connect() {
      let first = true;
      const stopOpen = effect(() => {
        const wanted = props.open.value || props.mode.value === 'inline';
        const inline = props.mode.value === 'inline';
        untracked(() => {
          if (wanted && !store.open.peek()) {
            store.show();
            if (!inline) emit(host, 'renovo-open', { widget: WIDGET });
          } else if (!wanted && store.open.peek()) {
            close('api');
          }
        });
      });
      const stopRegion = effect(() => {
        const region = props.region.value;
        // At creation the remembered region wins; later attribute changes are applied.
        if (!first && region !== null) untracked(() => store.setRegion(region));
        first = false;
      });
      return () => {
        stopOpen();
        stopRegion();
        store.stopRotation();
      };
    },
    loadExtras() {
      if (extrasLoaded) return;
      extrasLoaded = true;
      recordsPending.value = true;
      // loadRecentRecords never rejects: a failure shows no records.
      void store.loadRecentRecords().then(() => {
        recordsPending.value = false;
      });
      getPopupBanner(runtime.client).then(
        (answer) => {
          const data = answer?.data;
          // A relative URL names a picture on the API's origin, not on the partner's page.
          banner.value =
            data && (data.pc || data.mobile)
              ? {
                  ...data,
                  pc: data.pc && mainSiteUrl(data.pc),
                  mobile: data.mobile && mainSiteUrl(data.mobile),
                }
              : null;
        },
        // No banner is not an error for the visitor: the popup shows its title instead.
        () => {
          banner.value = null;
        },
      );
    },
    async submit() {
      const outcome = await store.submit();
      emitSubmitFailure(host, WIDGET, outcome);
      return outcome;
    },
  };
}
