/**
 * The zh-TW message catalogue: every user-visible string that the two spec documents quote,
 * in one place. Keys are grouped by the area of the spec they come from. Strings are kept
 * exactly as the spec writes them (including the few Simplified ones the spec quotes).
 *
 * Each area is its own const (`loginMessages`, `quoteMessages`, `basicQuoteMessages`, …) so a
 * browser bundle only carries the areas it imports; `messages` gathers them all under the
 * original keys (`messages.quote.basic` is `basicQuoteMessages`).
 */

/** The login, bind and clue popups (doc 1 §2, §4, §5); their consent popup is `consentMessages`. */
export const loginMessages = {
  mobileRequired: '請輸入行動電話',
  mobileInvalid: '請輸入正確的行動電話',
  codeRequired: '請輸入驗證碼',
  codeInvalid: '請輸入正確的驗證碼',
  sendCodeNeedsMobile: '請先輸入行動電話',
  sendCodeIdle: '發送驗證碼',
  /** Countdown label; `{n}` is the seconds left. */
  sendCodeCounting: '{n}s 重發',
  sendCodeAgain: '重發',
  openInApp: '請前往 App 繼續操作',
  /** Not quoted by the spec: the login popup's title, description and submit label per status. */
  titles: { default: '手機號碼登入', bind: '綁定手機號碼', clue: '授權手機號碼' },
  descriptions: {
    default: '未註冊的手機號碼驗證後將自動建立帳號',
    bind: '為了帳號安全，請先綁定手機號碼',
    clue: '授權後，我們將以此號碼為您提供裝修服務',
  },
  submit: { default: '登入', bind: '綁定', clue: '確認授權' },
  mobileLabel: '行動電話',
  codeLabel: '驗證碼',
} as const;

/** Consent (doc 1 §2 consent popup), also used by the forms that ask to accept the terms. */
export const consentMessages = {
  consentTitle: '我已閱讀並同意',
  consentAgree: '同意授權',
  consentLinks: {
    terms: '服務條款',
    privacy: '隱私權聲明',
    service: '服務說明',
    disclaimer: '免責聲明',
  },
  /** The consent popup's line above its four links. */
  consentPrompt: '請閱讀並同意以下條款後繼續',
} as const;

/** Not quoted by the spec (the order modal's wording is not shown). */
export const orderModalMessages = {
  headline: '免費獲取專屬裝修方案',
  benefits: ['專人 1 對 1 免費諮詢', '3 家優質設計公司比價', '報價透明，不亂加價'],
  compactTitle: '留下手機，免費獲取裝修報價',
  submit: '免費預約諮詢',
} as const;

/** Favourite toasts (doc 1 §3). */
export const favouriteMessages = {
  designBlocked: '設計公司暫未開通此功能',
  removed: '取消收藏成功',
  added: '已加入收藏',
  /** Desktop toast; followed by a link to /user/collect. */
  addedWithLink: '收藏成功，已收藏至 ',
  myFavourites: '我的收藏',
  loginThenAdded: '登入成功，已加入收藏',
  authorisedThenAdded: '授權成功，已加入收藏',
  /** Not quoted by the spec: the mobile favourite toast's "open app to view" button. */
  openAppToView: '開啟 App 查看',
} as const;

/** Share and download after a login or authorisation (doc 1 §3). */
export const gatedMessages = {
  loginThenShare: '登入成功，再點一下就能分享囉！',
  authorisedThenDownload: '授權成功，圖片下載中…',
  downloading: '圖片下載中...',
  copied: '圖片已複製',
} as const;

/** The quote popups: what the basic and the community popup share (doc 2 §2, §5). */
export const quoteMessages = {
  submitSuccess: '送出成功',
  submitFailure: '送出失敗，請稍後重試',
  basicButton: '免費獲取裝修報價單',
  communityButton: '一鍵領取報價清單',
  tickHint: '請勾選',
  close: '關閉',
} as const;

/** Quote amounts (preview and cost preview): the decoration levels, the 萬 unit and the furniture badge. */
export const quoteAmountMessages = {
  levels: { 1: '簡裝', 2: '精裝', 3: '豪裝' } as Record<1 | 2 | 3, string>,
  tenThousand: '萬',
  furnitureBadge: '最高折抵100%',
} as const;

/** Basic-quote form rules (doc 2 §5). */
export const basicQuoteMessages = {
  sizeRequired: '請輸入房屋坪數',
  sizeInvalid: '請輸入正確的房屋坪數',
  mobileRequired: '請輸入行動電話',
  mobileInvalid: '請輸入正確的行動電話',
  /** Not quoted by the spec: the region is a picker, so only the server can see these. */
  regionRequired: '請選擇地區',
  regionInvalid: '請選擇正確的地區',
} as const;

/** The community-quote popup (doc 2 §5, §8). */
export const communityQuoteMessages = {
  sizeRequired: '請填寫房屋坪數',
  sizeInvalid: '請填寫正確的房屋坪數',
  mobileRequired: '請填寫行動電話',
  mobileInvalid: '請填寫正確的行動電話',
  termsRequired: '請勾選服務條款',
  /** `{region}` and `{keyword}` (truncated to 20) are filled in. */
  emptySearch: '抱歉，“{region}” 內暫無“{keyword}”相關內容',
  emptyTips: ['換個地區試試', '縮短輸入內容，例如只輸入大樓名稱'],
  fillCommunity: '填寫社區',
  skip: '跳過',
  cancel: '取消',
  layout: '{room}房{hall}廳{bath}衛',
  /** Not quoted by the spec: the community popup's title, labels and controls. */
  title: '社區裝修報價',
  regionLabel: '所在地區',
  keywordLabel: '社區名稱',
  keywordPlaceholder: '輸入社區或大樓名稱',
  addressLabel: '地址',
  layoutLabel: '格局',
  sizeLabel: '房屋坪數',
  sizeUnit: '坪',
  mobileLabel: '行動電話',
  changeCommunity: '重新選擇社區',
  sizePickerTitle: '選擇房屋坪數',
  confirm: '確定',
  previewTitle: '裝修費用試算',
} as const;

/** The confirm-close page of the basic-quote popup (doc 2 §2). */
export const confirmCloseMessages = {
  reasons: [
    '低價誘餌、報價模糊',
    '漏項施工、跳過工序',
    '惡意增項、層層加價',
    '報價含糊、用料低劣',
    '後期漲價、追加費用',
  ],
  closeFeature: '關閉報價功能',
  thinkAgain: '再想想',
  /** Not quoted by the spec: the confirm-close page's heading and lead-in. */
  title: '確定要關閉報價嗎？',
  lead: '沒看過報價就裝修，小心遇到這些陷阱：',
} as const;

/** Not quoted by the spec: the basic-quote popup's title, labels and records. */
export const basicFormMessages = {
  title: '免費獲取裝修報價',
  regionLabel: '所在地區',
  sizeLabel: '房屋坪數',
  sizeUnit: '坪',
  mobileLabel: '行動電話',
  terms: '我已閱讀並同意服務條款及隱私權聲明',
  /** `{count}` is the number of owners who got a quote today. */
  todayCount: '今日已有 {count} 位屋主獲取報價',
  recordsLabel: '最新報價紀錄',
  /** `{time}`, `{region}` and `{size}` come from a recent record. */
  record: '{time} {region} {size} 屋主已獲取報價',
} as const;

/** Not quoted by the spec: the result preview panel's labels. */
export const quotePreviewMessages = {
  label: '裝修報價預覽',
  total: '預估總價',
  levelsLabel: '裝修等級',
  quantity: '數量',
  unitPrice: '單價',
  amount: '金額',
  empty: '暫無報價資料',
  loading: '載入中',
} as const;

/** The article page. */
export const articleMessages = {
  notFound: '此文章找不到了',
} as const;

/** The work detail page. */
export const worksMessages = {
  notFound: '抱歉！您訪問的作品已不存在……',
} as const;

/** Failed calls (doc 1 §8): an HTTP error without a server message, and anything else. */
export const errorMessages = {
  /** `{status}` is the HTTP status. */
  serviceError: 'Service error-{status}',
  unknown: 'Unknown error',
} as const;

/** The error pages (doc 1 §8). */
export const errorPageMessages = {
  notFoundDefault: '找不到了',
  otherStatus: '稍作等候，馬上回來~',
  backHome: '返回首頁',
  tooManyRequests: 'Too Many Requests',
  /** `{path}` is the requested path. */
  pageNotFound: 'Page Not Found: {path}',
  routeNotFound: 'Page not found',
  imageLoad: 'Image load error',
} as const;

/** Relative times of the recent quote records (doc 2 §8). */
export const timeMessages = {
  justNow: '剛才',
  /** Not quoted by the spec: relative times after 剛才; `{n}` is the count. */
  minutesAgo: '{n}分鐘前',
  hoursAgo: '{n}小時前',
  daysAgo: '{n}天前',
} as const;

/** Analytics entry names. */
export const analyticsMessages = {
  backInterception: '返回攔截',
} as const;

/** Regions. */
export const regionMessages = {
  defaultName: '臺北市',
  overseas: '海外',
} as const;

/** The generic modal buttons. */
export const modalMessages = {
  ok: '确定',
  cancel: '取消',
} as const;

/** The tutorial overlay. */
export const tutorialMessages = {
  understood: '瞭解了',
  tryNow: '立即體驗',
} as const;

/** The style test. */
export const styleTestMessages = {
  title: '風格測試',
  resultTitle: '風格測試結果',
} as const;

/** The mobile drawer. */
export const drawerMessages = {
  normalMember: '一般會員',
  logout: '登出',
  login: '登入',
  companyJoin: '設計公司入駐',
  help: '幫助',
  hours: '每日 9:00-18:00',
} as const;

/**
 * The whole catalogue, by area, for consumers that want everything (the server, docs, tests).
 * Browser code imports the area consts above instead, so the areas it does not use are dropped.
 */
export const messages = {
  // Object.assign marked pure, not a spread: a spread would keep every area in any bundle using one.
  login: /* @__PURE__ */ Object.assign({}, loginMessages, consentMessages),
  orderModal: orderModalMessages,
  favourites: favouriteMessages,
  gated: gatedMessages,
  quote: /* @__PURE__ */ Object.assign({}, quoteMessages, quoteAmountMessages, {
    basic: basicQuoteMessages,
    community: communityQuoteMessages,
    confirmClose: confirmCloseMessages,
    basicForm: basicFormMessages,
    preview: quotePreviewMessages,
  }),
  article: articleMessages,
  works: worksMessages,
  errors: /* @__PURE__ */ Object.assign({}, errorPageMessages, errorMessages),
  time: timeMessages,
  analytics: analyticsMessages,
  region: regionMessages,
  modal: modalMessages,
  tutorial: tutorialMessages,
  styleTest: styleTestMessages,
  drawer: drawerMessages,
} as const;

/** Replaces `{name}` placeholders in a catalogue string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
