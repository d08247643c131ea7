/** The site frame: name, navigation, home, drawer, search, the error page, regions and analytics. */

/** The error pages (docs/spec/platform.md#errors). */
export const errorPageMessages = {
  notFoundDefault: '找不到了',
  /** Content taken off the site (410). */
  goneDefault: '這個內容已下架',
  otherStatus: '稍作等候，馬上回來~',
  backHome: '返回首頁',
  /** Under a missing page's message (the spec's own wording is English): what the visitor can do. */
  missingHint: '網址可能有誤，或這個頁面已經移除。請回到首頁，繼續看看作品與文章。',
  tooManyRequests: 'Too Many Requests',
  /** `{path}` is the requested path. */
  pageNotFound: 'Page Not Found: {path}',
  routeNotFound: 'Page not found',
  imageLoad: 'Image load error',
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

/** Not quoted by the spec: the site's name, tagline, header, nav and shared page wording. */
export const siteMessages = {
  name: 'Renovo 裝修好家',
  /** docs/spec/quotes.md#product: "practical inspiration to find the answer to decorating a home". */
  tagline: '實用的居家靈感，找到裝修問題的答案',
  description: '實用的居家靈感，找到裝修問題的答案：設計作品、裝修文章、口碑評價與免費裝修報價。',
  home: '首頁',
  skipToContent: '跳到主要內容',
  openMenu: '開啟選單',
  mainNav: '主選單',
  more: '更多',
  newTag: 'NEW',
  search: '搜尋',
  searchPlaceholder: '搜尋作品、文章、設計公司',
  allArticles: '全部文章',
  regionLabel: '所在地區',
  /** `{region}` is the current region's name. */
  regionButton: '目前地區：{region}，切換地區',
  regionDialog: '選擇地區',
  loading: '載入中…',
  empty: '暫無內容',
  loadFailed: '內容暫時無法載入，請稍後再試',
  viewMore: '查看更多',
  footerCopyright: '© Renovo 裝修好家',
  newRelease: '網站已更新，正在重新載入…',
  /** A page asked for while the device has no connection: the visitor stays where they are. */
  offline: '目前沒有網路連線，請確認網路後再試一次',
  /**
   * A page asked for while the device reports a connection but its code cannot be fetched and the
   * site does not answer: the visitor stays where they are.
   */
  connectionUnstable: '網路連線不穩定，頁面無法開啟，請稍後再試一次',
} as const;

/** Not quoted by the spec: the main nav items (docs/spec/popups-and-header.md#screens routes) and the more menu. */
export const navMessages = {
  home: '首頁',
  company: '設計公司',
  works: '作品',
  good: '代表作品',
  article: '裝修攻略',
  recommendation: '好物推薦',
  ranking: '排行榜',
  quote: '免費報價',
  quoteTag: '免費',
  theme: '主題',
  video: '影音',
  openBox: '新屋開箱',
  toto: '裝修指南',
  reputation: '口碑排行',
  recruit: '設計公司入駐',
  shorts: '短影音',
} as const;

/** Not quoted by the spec: the home page's sections. */
export const homeMessages = {
  title: '找設計公司、看裝修作品、免費估價',
  banners: '精選活動',
  works: '精選代表作品',
  articles: '最新裝修文章',
  shorts: '裝修短影音',
  companies: '熱門設計公司',
  quoteTitle: '3 分鐘拿到裝修報價',
  quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算',
  /** `{count}` is the number of works. */
  worksCount: '{count} 件作品',
  /** `{score}` is the average rating. */
  rating: '評分 {score}',
} as const;

/** The mobile drawer. */
export const drawerMessages = {
  normalMember: '一般會員',
  logout: '登出',
  login: '登入',
  companyJoin: '設計公司入駐',
  help: '幫助',
  hours: '每日 9:00-18:00',
  /** The Help's address (saved in the console). */
  addressLabel: '地址',
  /** Not quoted by the spec: the drawer's labels and help links (the sister apps are the operator's). */
  title: '選單',
  close: '關閉選單',
  nav: '網站導覽',
  /** The signed-in member's links (/user/collect was in no menu). */
  memberNav: '會員選單',
  teaching: '使用教學',
  notice: '最新公告',
  phoneLabel: '客服電話',
  mailLabel: '客服信箱',
  hoursLabel: '服務時間',
  qrCaption: '設計公司專屬客服',
  qrAlt: '設計公司專屬客服 QR Code',
  apps: '旗下 App',
  /** After a sister app's name: its link opens a new tab. */
  opensInNewTab: '（另開新分頁）',
} as const;

/** Not quoted by the spec: the search page (docs/spec/popups-and-header.md#screens /search?keyword=). */
export const searchMessages = {
  title: '搜尋',
  /** `{keyword}` is the search keyword. */
  titleOf: '「{keyword}」的搜尋結果',
  description: '搜尋室內設計作品、裝修文章與設計公司。',
  /** `{keyword}` is the search keyword. */
  descriptionOf: '「{keyword}」相關的室內設計作品、裝修文章與設計公司。',
  inputLabel: '搜尋關鍵字',
  placeholder: '搜尋作品、文章、設計公司',
  submit: '搜尋',
  prompt: '輸入關鍵字，例如「北歐風客廳」、「小坪數收納」或設計公司名稱。',
  tabsLabel: '搜尋類型',
  all: '全部',
  works: '作品',
  articles: '文章',
  companies: '設計公司',
  /** `{kind}` is works, articles or companies; `{n}` the count. */
  kindCount: '{kind}（{n}）',
  /** `{n}` is the total. */
  viewAll: '查看全部 {n} 筆',
  /** `{kind}` is works, articles or companies. */
  kindEmpty: '沒有符合的{kind}',
  /** `{keyword}` is the search keyword. */
  none: '找不到與「{keyword}」相關的內容',
  noneTip: '試試較短的關鍵字，或換個說法，例如只輸入風格或空間名稱。',
} as const;
