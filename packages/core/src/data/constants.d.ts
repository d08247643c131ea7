/**
 * Every business constant of section 9 of both spec documents, in one module.
 * Names say what the number is; the spec section is given where it helps find it.
 */
/** SMS resend countdown, seconds. */
export declare const SMS_COUNTDOWN_SECONDS = 60;
/** Mobile input maxlength (doc 1) and exact phone length (doc 2). */
export declare const MOBILE_MAX_LENGTH = 10;
export declare const PHONE_LENGTH = 10;
/** SMS code input maxlength. */
export declare const SMS_CODE_MAX_LENGTH = 6;
/** Toast default duration in the login area, ms. */
export declare const LOGIN_TOAST_DURATION_MS = 2000;
/** General toast: duration, offset, types; one at a time. */
export declare const TOAST_DURATION_MS = 3000;
export declare const TOAST_OFFSET = 20;
export declare const TOAST_TYPES: readonly ['success', 'error', 'waiting'];
export type ToastType = (typeof TOAST_TYPES)[number];
/** Favourite toast offset. */
export declare const FAVOURITE_TOAST_OFFSET = 120;
/** Decoration level default and kind (both sent as strings). */
export declare const DEFAULT_DECORATE_LEVEL = '1';
export declare const DEFAULT_KIND = '1';
export declare const DECORATE_LEVELS: readonly [1, 2, 3];
export type DecorateLevel = (typeof DECORATE_LEVELS)[number];
/** Community search debounce and keyword limit. */
export declare const COMMUNITY_SEARCH_DEBOUNCE_MS = 600;
export declare const COMMUNITY_KEYWORD_MAX_LENGTH = 20;
/** Size limits: max value; max input length for the community and the basic form. */
export declare const SIZE_MAX = 999;
export declare const COMMUNITY_SIZE_MAX_LENGTH = 5;
export declare const BASIC_SIZE_MAX_LENGTH = 3;
/** Decimals kept by the size-picker sanitiser. */
export declare const SIZE_PICKER_DECIMALS = 2;
/** Recent quote records: page size, rotation, records per view, avatars drawn. */
export declare const RECENT_RECORDS_PER_PAGE = 30;
export declare const RECENT_RECORDS_ROTATE_MS = 3000;
export declare const RECENT_RECORDS_PER_VIEW = 2;
export declare const RECENT_RECORDS_AVATARS = 4;
/** Default layout index of the community form (1-based in the spec). */
export declare const DEFAULT_LAYOUT_INDEX = 1;
/** Basic-quote `type` default. */
export declare const DEFAULT_QUOTE_TYPE = 'generic';
/** Local storage keys of the quote forms. */
export declare const EVALUATION_COMMUNITY_DATA_KEY = 'evaluation-community-data';
export declare const EVALUATION_NORMAL_DATA_KEY = 'evaluation-normal-data';
/** Result pages after a submit. */
export declare const RESULT_PAGE_COMMUNITY = '/decorationfrom/result_v3';
export declare const RESULT_PAGE_BASIC = '/decorationfrom/result_copy';
export declare const POPUP_HISTORY_CAP = 100;
export declare const POPUP_HISTORY_KEY = 'popup-manage-list';
export declare const POPUP_NAMES: readonly ['community-valuation', 'normal-valuation'];
export type PopupName = (typeof POPUP_NAMES)[number];
export declare const HIDE_POPUP_QUERY = 'hide_popup';
export declare const AUTO_POP_VISIBLE_DATE_KEY = 'autoPopVisibleDate';
export declare const STYLE_TEST_QUERY_TYPES: readonly ['style_test_a', 'style_test_b'];
export declare const ARTICLE_QUOTE_POPOVER_SCROLL = 0.5;
export declare const ARTICLE_SHARE_TOOLTIP_SCROLL = 0.4;
export declare const ARTICLE_SHARE_TOOLTIP_MOBILE_HIDE_MS = 8000;
export declare const SCROLL_THROTTLE_MS = 100;
/** Convert-article entries picked at random. */
export declare const CONVERT_ARTICLE_PICKS = 2;
export declare const COOKIE_NAMES: {
  readonly location: 'location';
  readonly region: 'region';
  readonly locationName: 'location_name';
  readonly uuid: 'uuid';
  readonly oneId: 'one-id';
  readonly adId: 'ad_id';
  readonly token: 'token';
  readonly isTw: 'is_tw';
  readonly worksGoodAnimation: 'is_show_works_good_animation';
};
/** ad_id cookie life: 2 hours, seconds. */
export declare const AD_ID_COOKIE_MAX_AGE: number;
/** Default cookie life: 1 year, seconds. */
export declare const DEFAULT_COOKIE_MAX_AGE: number;
/** Default region id 1 (Taipei City). */
export declare const DEFAULT_REGION_ID = 1;
export declare const DEFAULT_LOCATION_ID = 0;
/** Login-region sample works use region ids 0 to 17 (0 means all). */
export declare const LOGIN_SAMPLE_REGION_IDS: {
  readonly min: 0;
  readonly max: 17;
  readonly all: 0;
};
/** Reload guard window after a chunk-load failure, ms. */
export declare const RELOAD_GUARD_MS = 10000;
export declare const ROUTE_PRELOAD_CONCURRENCY = 5;
export declare const TAP_THRESHOLD_PX = 5;
export declare const BREAKPOINTS: {
  readonly sm: 460;
  readonly md: 850;
  readonly lg: 1200;
  readonly xl: 1920;
};
export declare const BASE_Z_INDEX = 2000;
export declare const SUB_SITE_PREFIXES: readonly ['www', 'usercenter', 'user-company', 'm', 'im'];
export declare const MODAL_MASK = 'rgba(0, 0, 0, 0.6)';
export declare const BUTTON_DEBOUNCE_MS = 300;
export declare const IMAGE_VIEWER: {
  readonly zoomRate: 1.2;
  readonly minZoom: 0.2;
  readonly maxZoom: 7;
  readonly rotateStep: 90;
  readonly doubleTapMs: 250;
};
export declare const CAROUSEL: {
  readonly autoplayMs: 3000;
  readonly swipeThresholdPx: 50;
  readonly maxIndicators: 5;
};
export declare const POPCONFIRM: {
  readonly width: 230;
  readonly hideAfterMs: 200;
};
export declare const SPACE_SIZES: readonly [8, 12, 16];
export declare const LOADING_INDICATOR_MS = 2000;
export declare const PICKER: {
  readonly optionHeight: 44;
  readonly visibleOptions: 6;
};
export declare const OPEN_IN_APP_REDIRECT_MS = 1000;
export declare const ERROR_REPORTING: {
  readonly sampleRate: 0.1;
  readonly environment: 'master';
};
export declare const HEADER: {
  readonly keywordRotateMs: 3000;
  readonly keywordsPerView: 1;
  readonly searchBoxHeightPx: 44;
  readonly menuCloseDelayMs: 50;
};
export declare const DRAWER_SIZE_PX = 375;
export declare const HELP_HOURS = '9:00-18:00';
export declare const SISTER_APP_COUNT = 11;
/** User agents for which the error page is not rendered. */
export declare const BOT_USER_AGENT: RegExp;
/** Request header names for the values the spec says every request carries (doc 1 §7). */
export declare const API_HEADERS: {
  readonly clientType: 'X-Client-Type';
  readonly location: 'X-Location';
  readonly region: 'X-Region';
  readonly oneId: 'X-One-Id';
  readonly uuid: 'X-Uuid';
  readonly adId: 'X-Ad-Id';
  readonly partner: 'X-Renovo-Partner';
  readonly idempotencyKey: 'Idempotency-Key';
};
/** Accept header for the v2 vendor media type (popup banner, recent records, configs). */
export declare const ACCEPT_V2 = 'application/vnd.renovo.v2+json';
/** Statuses retried once for methods without a body. */
export declare const RETRY_STATUS_CODES: readonly [408, 409, 425, 429, 500, 502, 503, 504];
//# sourceMappingURL=constants.d.ts.map
