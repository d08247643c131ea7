/**
 * Popup-manager rules (docs/spec/popups-and-header.md#states) as pure predicates over the query and the page.
 */
import { HIDE_POPUP_QUERY } from '../data/constants.ts';

/** Query parameter that names a popup to test; such a showing is not recorded in the history. */
export const TEST_POPUP_QUERY = 'test_popup_name';

/** The popup name used on the work-detail page rule. */
export const COMMUNITY_POPUP_NAME = 'community-valuation';

/** Page name of the work-detail page (docs/spec/platform.md#routes-and-overlays). */
export const WORK_DETAIL_PAGE = 'work_detail';

/** The first returned popup is shown unless the query has `hide_popup` (any value). */
export function isPopupHiddenByQuery(query: URLSearchParams): boolean {
  return query.has(HIDE_POPUP_QUERY);
}

/** The test popup name from the query, or '' when none is given. */
export function testPopupName(query: URLSearchParams): string {
  return query.get(TEST_POPUP_QUERY) ?? '';
}

/** A new history entry is added unless a test popup name is given. */
export function shouldRecordPopup(testName: string): boolean {
  return testName === '';
}

/** What the work-detail rule needs to know about the page. */
export interface WorkDetailPopupContext {
  /** `is_represent_work` of the work (1 is representative). */
  isRepresentWork: number | boolean | undefined;
  /** Whether the works-good animation flag (cookie `is_show_works_good_animation`) is set. */
  animationFlag: boolean;
}

/**
 * Work-detail rule: the community popup shows only if the work is a represent work and the
 * animation flag is set. The spec leaves the exact logic out; we read the flag as "the
 * once-a-day works-good animation cookie is present", i.e. the animation has had its turn today,
 * so the popup never competes with it. Other popups are not affected.
 */
export function canShowCommunityPopupOnWorkDetail(ctx: WorkDetailPopupContext): boolean {
  return (ctx.isRepresentWork === 1 || ctx.isRepresentWork === true) && ctx.animationFlag;
}

/** A guard for {@link canShowCommunityPopupOnWorkDetail}, for the popup manager's `canShow` option. */
export function workDetailPopupGuard(ctx: WorkDetailPopupContext): (name: string) => boolean {
  return (name) => name !== COMMUNITY_POPUP_NAME || canShowCommunityPopupOnWorkDetail(ctx);
}
