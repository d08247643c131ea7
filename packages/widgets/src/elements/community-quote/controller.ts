import {
  type CommunityQuoteStore,
  createCommunityQuoteStore,
  createWindowLocation,
  type LocationPort,
  type QuoteTrackEvent,
  quotePortsOf,
} from '@renovo/core';
import { createDeferredAnalytics } from '../../internal/deferred-analytics.ts';
import { emit } from '../../internal/emit.ts';
import { quoteContextOf } from '../../internal/quote-context.ts';
import type { WidgetAnalytics } from '../../internal/runtime.ts';
import { getRuntime, mainSiteUrl } from '../../internal/runtime.ts';
import { type CommunityQuoteProps, DEFAULT_MODULE, WIDGET } from './attributes.ts';

/** Where the browser goes after a submit (an object so tests can replace `assign`). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Sends the store's tracking events to the page's analytics bus. */
function trackerOf(analytics: WidgetAnalytics, props: CommunityQuoteProps) {
  return (event: QuoteTrackEvent) => {
    if (event.name === 'close_click') {
      analytics.closeClick(event.module);
      return;
    }
    const resource = props.resourceId.peek();
    const type = props.type.peek();
    analytics.track(event.name, {
      clue_entry_name: event.module,
      module: event.module,
      ...(type ? { resource_type: type } : {}),
      ...(resource ? { resource_id: resource } : {}),
    });
  };
}

/**
 * Creates the element's community-quote store on the page's runtime: the real API ports, result
 * pages on the main site (not the partner's origin), and `renovo-submit` on success. All rules and
 * decisions stay in core's store; the element turns the submit's outcome into `renovo-error`.
 */
export function createCommunityQuoteController(
  host: HTMLElement,
  props: CommunityQuoteProps,
): CommunityQuoteStore {
  const runtime = getRuntime({ analytics: createDeferredAnalytics, partner: props.partner.peek() });
  const windowLocation = createWindowLocation();
  const location: LocationPort = {
    ...windowLocation,
    assign: (url) => navigation.assign(mainSiteUrl(url)),
  };
  return createCommunityQuoteStore({
    ports: quotePortsOf(runtime.client),
    storage: runtime.storage,
    location,
    notifier: runtime.notifier,
    context: quoteContextOf(props, DEFAULT_MODULE),
    regionId: props.region.peek(),
    track: trackerOf(runtime.analytics, props),
    onSuccess(result) {
      emit(host, 'renovo-submit', {
        widget: WIDGET,
        id: result.id ?? '',
        publicId: result.public_id,
        redirect: result.redirect && mainSiteUrl(result.redirect),
      });
    },
  });
}
