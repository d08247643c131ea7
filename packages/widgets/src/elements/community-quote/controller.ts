import { type CommunityQuoteStore, createCommunityQuoteStore, quotePortsOf } from '@renovo/core';
import { createDeferredAnalytics } from '../../internal/deferred-analytics.ts';
import { emit } from '../../internal/emit.ts';
import { quoteContextOf } from '../../internal/quote-context.ts';
import { quoteTracker } from '../../internal/quote-tracking.ts';
import { getRuntime, mainSiteUrl } from '../../internal/runtime.ts';
import { type CommunityQuoteProps, DEFAULT_MODULE, WIDGET } from './attributes.ts';

/** Where the browser goes after a submit (an object so tests can replace `assign`). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Creates the element's community-quote store on the page's runtime: the real API ports, result
 * pages on the main site (not the partner's origin), and `renovo-submit` on success. All rules and
 * decisions stay in core's store; the element turns the submit's outcome into `renovo-error`.
 */
export function createCommunityQuoteController(
  host: HTMLElement,
  props: CommunityQuoteProps,
  /** Called once a quote is stored: at once, or when this page resent one left pending. */
  onStored: () => void,
): CommunityQuoteStore {
  const runtime = getRuntime({ analytics: createDeferredAnalytics, partner: props.partner.peek() });
  // The page's query goes with the form; the result page lives on the main site.
  const location = {
    query: () => new URLSearchParams(window.location.search),
    assign: (url: string) => navigation.assign(mainSiteUrl(url)),
  };
  const context = quoteContextOf(props, DEFAULT_MODULE);
  return createCommunityQuoteStore({
    ports: quotePortsOf(runtime.client),
    storage: runtime.storage,
    location,
    notifier: runtime.notifier,
    context,
    regionId: props.region.peek(),
    track: quoteTracker(host, runtime.analytics, context),
    onSuccess(result) {
      emit(host, 'renovo-submit', {
        widget: WIDGET,
        id: result.id ?? '',
        publicId: result.public_id,
        redirect: result.redirect && mainSiteUrl(result.redirect),
      });
      onStored();
    },
  });
}
