/**
 * The style-test result page's own back action (docs/spec/session.md#states, "Style-test result back
 * action").
 */
import type { Analytics } from '../analytics/analytics.ts';
import { analyticsMessages } from '../messages/zh-TW.ts';
import { readAutoPopVisibleDate, writeAutoPopVisibleDate } from '../order-modal/auto-pop-date.ts';
import type { OrderModalStore } from '../order-modal/order-modal-store.ts';
import { type Clock, type KeyValueStorage, type LocationPort, localDate } from '../platform/types.ts';

/** The parts of the order modal store the back action uses. */
export type BackInterceptionModal = Pick<OrderModalStore, 'dispatch' | 'setAutoPopVisible' | 'setBack'>;

/** Dependencies of {@link handleStyleTestResultBack}. */
export interface StyleTestBackDeps {
  orderModal: BackInterceptionModal;
  location: LocationPort;
  storage: KeyValueStorage;
  clock: Clock;
  analytics: Pick<Analytics, 'track'>;
}

/**
 * What the back action did: `plain` (app webview, ordinary back), `back` (already intercepted
 * today, ordinary back), `modal` (intercepted, order modal opened), `intercepted` (intercepted,
 * modal suppressed by skipAuth=1).
 */
export type StyleTestBackOutcome = 'plain' | 'back' | 'modal' | 'intercepted';

/** Query parameter present in app webviews; its presence disables the interception. */
export const DEVICE_QUERY = 'device';

/** Query parameter that suppresses the automatic order modal when it is "1". */
export const SKIP_AUTH_QUERY = 'skipAuth';

/** The clue entry name sent with the interception event. */
export const BACK_INTERCEPTION_ENTRY = analyticsMessages.backInterception;

/**
 * Decides the back outcome (docs/spec/session.md#states): a `device` query parameter means nothing special;
 * else a
 * stored auto-pop date equal to today means just go back; else the back is intercepted and the
 * order modal opens unless skipAuth is "1".
 */
export function decideStyleTestBack(
  query: URLSearchParams,
  storedDate: string | null,
  today: string,
): StyleTestBackOutcome {
  if (query.has(DEVICE_QUERY)) return 'plain';
  if (storedDate === today) return 'back';
  return query.get(SKIP_AUTH_QUERY) === '1' ? 'intercepted' : 'modal';
}

/**
 * Runs the style-test result back action. The spec's "in both cases" is read as the two
 * sub-cases of an interception (skipAuth "1" or not): both mark auto-pop shown, mark back, store
 * today's date and send `before_clue_click` with clue_entry_name '返回攔截'. "Just go back"
 * (date already today) does only that, since no interception happens there.
 * @example
 * backButton.onclick = () => handleStyleTestResultBack({ orderModal, location, storage, clock, analytics });
 */
export function handleStyleTestResultBack(deps: StyleTestBackDeps): StyleTestBackOutcome {
  const { orderModal, location, storage, clock, analytics } = deps;
  const today = localDate(clock.now());
  const outcome = decideStyleTestBack(location.query(), readAutoPopVisibleDate(storage), today);
  if (outcome === 'plain' || outcome === 'back') {
    location.back();
    return outcome;
  }
  if (outcome === 'modal') orderModal.dispatch('OPEN_MODAL');
  orderModal.setAutoPopVisible(true);
  orderModal.setBack(true);
  writeAutoPopVisibleDate(storage, today);
  analytics.track('before_clue_click', { clue_entry_name: BACK_INTERCEPTION_ENTRY });
  return outcome;
}
