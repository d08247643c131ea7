/**
 * Every business constant of section 9 of both spec documents, in one module.
 * Names say what the number is; the spec section is given where it helps find it.
 */

// --- Session and login (docs/spec/platform.md#limits) ---
/** SMS resend countdown, seconds. */
export const SMS_COUNTDOWN_SECONDS = 60;
/** Mobile input maxlength (docs/spec/platform.md#limits) and exact phone length (docs/spec/quotes.md#limits). */
export const MOBILE_MAX_LENGTH = 10;
export const PHONE_LENGTH = 10;
/** SMS code input maxlength. */
export const SMS_CODE_MAX_LENGTH = 6;

// --- Toasts ---
/** Toast default duration in the login area, ms. */
export const LOGIN_TOAST_DURATION_MS = 2000;
/** General toast: duration, offset, types; one at a time. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET = 20;
export const TOAST_TYPES = ['success', 'error', 'waiting'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
/** Favourite toast offset. */
export const FAVOURITE_TOAST_OFFSET = 120;

// --- Quote and cost detail ---
/** Decoration level default and kind (both sent as strings). */
export const DEFAULT_DECORATE_LEVEL = '1';
export const DEFAULT_KIND = '1';
export const DECORATE_LEVELS = [1, 2, 3] as const;
export type DecorateLevel = (typeof DECORATE_LEVELS)[number];
/** Community search debounce and keyword limit. */
export const COMMUNITY_SEARCH_DEBOUNCE_MS = 600;
export const COMMUNITY_KEYWORD_MAX_LENGTH = 20;
/** Size limits: max value; max input length for the community and the basic form. */
export const SIZE_MAX = 999;
export const COMMUNITY_SIZE_MAX_LENGTH = 5;
export const BASIC_SIZE_MAX_LENGTH = 3;
/** Decimals kept by the size-picker sanitiser. */
export const SIZE_PICKER_DECIMALS = 2;
/** Recent quote records: page size, rotation, records per view, avatars drawn. */
export const RECENT_RECORDS_PER_PAGE = 30;
export const RECENT_RECORDS_ROTATE_MS = 3000;
export const RECENT_RECORDS_PER_VIEW = 2;
export const RECENT_RECORDS_AVATARS = 4;
/**
 * Smallest "今日已有 N 位屋主" the pages show: a smaller count is not social proof (the
 * API already leaves out the visitor's own quotes; one or two others read as a contradiction).
 */
export const TODAY_COUNT_MIN_SHOWN = 5;
/** Default layout index of the community form (1-based in the spec). */
export const DEFAULT_LAYOUT_INDEX = 1;
/** Basic-quote `type` default. */
export const DEFAULT_QUOTE_TYPE = 'generic';

/** Local storage keys of the quote forms. */
export const EVALUATION_COMMUNITY_DATA_KEY = 'evaluation-community-data';
export const EVALUATION_NORMAL_DATA_KEY = 'evaluation-normal-data';
/** Result pages after a submit. */
export const RESULT_PAGE_COMMUNITY = '/decorationfrom/result_v3';
export const RESULT_PAGE_BASIC = '/decorationfrom/result_copy';

/** Days the partner-side copy of a typed quote form (with the mobile) is kept (docs/spec/leads-and-security.md#privacy-rights-and-retention). */
export const REMEMBERED_FORM_MAX_AGE_DAYS = 30;

// --- Privacy (個人資料保護法) ---
/**
 * Version of the privacy notice (the `/privacy` page, Art. 8 of the Personal Data Protection
 * Act). The one place it is written: the consent records and the page both read it. Change it
 * whenever the notice text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11';
/**
 * Version of the consent and privacy notice the forms show (the privacy notice's version) (the terms links and the consent line).
 * Every lead sends it as `notice_version`; the server records it with the consent and accepts
 * only the versions it knows (`CONSENT_NOTICE_VERSIONS`). Change it whenever the notice changes.
 *
 * @alias of PRIVACY_NOTICE_VERSION, kept under the name the forms and schemas use
 */
export const CONSENT_NOTICE_VERSION = PRIVACY_NOTICE_VERSION;

// --- Popups ---
export const POPUP_HISTORY_CAP = 100;
export const POPUP_HISTORY_KEY = 'popup-manage-list';
export const POPUP_NAMES = ['community-valuation', 'normal-valuation'] as const;
export type PopupName = (typeof POPUP_NAMES)[number];
export const HIDE_POPUP_QUERY = 'hide_popup';

// --- Order modal and style test ---
export const AUTO_POP_VISIBLE_DATE_KEY = 'autoPopVisibleDate';
export const STYLE_TEST_QUERY_TYPES = ['style_test_a', 'style_test_b'] as const;

// --- Article ---
export const ARTICLE_QUOTE_POPOVER_SCROLL = 0.5;
export const ARTICLE_SHARE_TOOLTIP_SCROLL = 0.4;
export const ARTICLE_SHARE_TOOLTIP_MOBILE_HIDE_MS = 8000;
export const SCROLL_THROTTLE_MS = 100;
/** Convert-article entries picked at random. */
export const CONVERT_ARTICLE_PICKS = 2;

// --- Cookies (docs/spec/platform.md#limits) ---
export const COOKIE_NAMES = {
  location: 'location',
  region: 'region',
  locationName: 'location_name',
  uuid: 'uuid',
  oneId: 'one-id',
  adId: 'ad_id',
  token: 'token',
  isTw: 'is_tw',
  worksGoodAnimation: 'is_show_works_good_animation',
} as const;
/** ad_id cookie life: 2 hours, seconds. */
export const AD_ID_COOKIE_MAX_AGE = 2 * 60 * 60;
/** Default cookie life: 1 year, seconds. */
export const DEFAULT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// --- Region ---
/** Default region id 1 (Taipei City). */
export const DEFAULT_REGION_ID = 1;
export const DEFAULT_LOCATION_ID = 0;
/** Login-region sample works use region ids 0 to 17 (0 means all). */
export const LOGIN_SAMPLE_REGION_IDS = { min: 0, max: 17, all: 0 } as const;

// --- Platform ---
/** Reload guard window after a chunk-load failure, ms. */
export const RELOAD_GUARD_MS = 10_000;
export const ROUTE_PRELOAD_CONCURRENCY = 5;
export const TAP_THRESHOLD_PX = 5;
export const BREAKPOINTS = { sm: 460, md: 850, lg: 1200, xl: 1920 } as const;
export const BASE_Z_INDEX = 2000;
export const SUB_SITE_PREFIXES = ['www', 'usercenter', 'user-company', 'm', 'im'] as const;

// --- UI primitives ---
export const MODAL_MASK = 'rgba(0, 0, 0, 0.6)';
export const BUTTON_DEBOUNCE_MS = 300;
export const IMAGE_VIEWER = {
  zoomRate: 1.2,
  minZoom: 0.2,
  maxZoom: 7,
  rotateStep: 90,
  doubleTapMs: 250,
} as const;
export const CAROUSEL = { autoplayMs: 3000, swipeThresholdPx: 50, maxIndicators: 5 } as const;
export const POPCONFIRM = { width: 230, hideAfterMs: 200 } as const;
export const SPACE_SIZES = [8, 12, 16] as const;
export const LOADING_INDICATOR_MS = 2000;
export const PICKER = { optionHeight: 44, visibleOptions: 6 } as const;
export const OPEN_IN_APP_REDIRECT_MS = 1000;

// --- Error reporting ---
export const ERROR_REPORTING = { sampleRate: 0.1, environment: 'master' } as const;

// --- Header and drawer (docs/spec/quotes.md#limits) ---
export const HEADER = {
  keywordRotateMs: 3000,
  keywordsPerView: 1,
  searchBoxHeightPx: 44,
  menuCloseDelayMs: 50,
} as const;
export const DRAWER_SIZE_PX = 375;
export const HELP_HOURS = '9:00-18:00';
export const SISTER_APP_COUNT = 11;

// --- Error page ---
/** User agents for which the error page is not rendered. */
export const BOT_USER_AGENT = /bot|lighthouse|facebook|google/i;

// --- API contract shared by the client and the server ---
/** Request header names for the values the spec says every request carries (docs/spec/platform.md#calls). */
export const API_HEADERS = {
  clientType: 'X-Client-Type',
  location: 'X-Location',
  region: 'X-Region',
  oneId: 'X-One-Id',
  uuid: 'X-Uuid',
  adId: 'X-Ad-Id',
  partner: 'X-Renovo-Partner',
  /** The page's path (no query, no fragment), sent with the partner key: kept when the partner allows it. */
  page: 'X-Renovo-Page',
  idempotencyKey: 'Idempotency-Key',
} as const;
/** Accept header for the v2 vendor media type (popup banner, recent records, configs). */
export const ACCEPT_V2 = 'application/vnd.renovo.v2+json';
/** Statuses retried once for methods without a body. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
