/** Query parameter that names a popup to test; such a showing is not recorded in the history. */
export declare const TEST_POPUP_QUERY = 'test_popup_name';
/** The popup name used on the work-detail page rule. */
export declare const COMMUNITY_POPUP_NAME = 'community-valuation';
/** Page name of the work-detail page (doc 1 §2). */
export declare const WORK_DETAIL_PAGE = 'work_detail';
/** The first returned popup is shown unless the query has `hide_popup` (any value). */
export declare function isPopupHiddenByQuery(query: URLSearchParams): boolean;
/** The test popup name from the query, or '' when none is given. */
export declare function testPopupName(query: URLSearchParams): string;
/** A new history entry is added unless a test popup name is given. */
export declare function shouldRecordPopup(testName: string): boolean;
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
export declare function canShowCommunityPopupOnWorkDetail(ctx: WorkDetailPopupContext): boolean;
/** A guard for {@link canShowCommunityPopupOnWorkDetail}, for the popup manager's `canShow` option. */
export declare function workDetailPopupGuard(ctx: WorkDetailPopupContext): (name: string) => boolean;
//# sourceMappingURL=rules.d.ts.map
