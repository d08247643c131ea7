import {
  type CommunityQuoteStore,
  createCommunityQuoteStore,
  createWindowLocation,
  type LocationPort,
  type Notifier,
  type QuoteTrackEvent,
  quotePortsOf,
  RESULT_PAGE_COMMUNITY,
  resultUrl,
} from '@renovo/core';
import { createDeferredAnalytics, type WidgetAnalytics } from '../../internal/deferred-analytics.ts';
import { emit } from '../../internal/emit.ts';
import { quoteContextOf } from '../../internal/quote-context.ts';
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
 * Creates the element's community-quote store on the page's runtime: the real API ports, toasts
 * that also fire `renovo-error`, result pages on the main site (not the partner's origin), and
 * `renovo-submit` on success. All rules stay in core's store.
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
  const notifier: Notifier = {
    toast(message, options) {
      runtime.notifier.toast(message, options);
      if (options?.type === 'error')
        emit(host, 'renovo-error', { widget: WIDGET, reason: 'submit-failed', message });
    },
  };
  return createCommunityQuoteStore({
    ports: quotePortsOf(runtime.client),
    storage: runtime.storage,
    location,
    notifier,
    context: quoteContextOf(props, DEFAULT_MODULE),
    regionId: props.region.peek(),
    track: trackerOf(runtime.analytics, props),
    onSuccess(result) {
      const publicId = result.public_id;
      const redirect =
        props.stopRedirect.peek() || !publicId
          ? null
          : mainSiteUrl(resultUrl(RESULT_PAGE_COMMUNITY, publicId));
      emit(host, 'renovo-submit', { widget: WIDGET, id: result.id ?? '', publicId, redirect });
    },
  });
}
