/**
 * The zh-TW message catalogue: every user-visible string that the two spec documents quote,
 * in one place. Keys are grouped by the area of the spec they come from. Strings are kept
 * exactly as the spec writes them (including the few Simplified ones the spec quotes).
 *
 * Each area is its own const (`loginMessages`, `quoteMessages`, `basicQuoteMessages`, …) so a
 * browser bundle only carries the areas it imports; `messages` gathers them all under the
 * original keys (`messages.quote.basic` is `basicQuoteMessages`).
 */

// The areas the widgets use live in modules of their own, so a code-split browser build puts each
// next to the elements that use it; they are re-exported here under the same names.
import { basicFormMessages, basicQuoteMessages, timeMessages } from './basic-quote.ts';
import { campaignMessages, chatMessages, popboxMessages } from './chat.ts';
import { communityQuoteMessages, quoteAmountMessages, quotePreviewMessages } from './community-quote.ts';
import { confirmCloseMessages } from './confirm-close.ts';
import { consentMessages } from './consent.ts';
import { consoleMessages } from './console.ts';
import { consoleApiMessages } from './console-api.ts';
import { contentListMessages, contentMessages } from './content.ts';
import { errorMessages } from './errors.ts';
import { inputMessages } from './input.ts';
import { loginMessages } from './login.ts';
import { orderModalMessages } from './order-modal.ts';
import { myDataMessages, privacyNoticeMessages } from './privacy.ts';
import { quoteMessages } from './quote.ts';
import { serverMessages } from './server.ts';

export { appLinkMessages } from './app-link.ts';
export { basicFormMessages, basicQuoteMessages, timeMessages } from './basic-quote.ts';
export { campaignMessages, chatMessages, popboxMessages } from './chat.ts';
export { communityQuoteMessages, quoteAmountMessages, quotePreviewMessages } from './community-quote.ts';
export { confirmCloseMessages } from './confirm-close.ts';
export { consentMessages } from './consent.ts';
export { consoleMessages } from './console.ts';
export { consoleApiMessages } from './console-api.ts';
export { consoleLeadMessages, eventMessages, leadCsvHeadings } from './console-leads.ts';
export { contentListMessages, contentMessages, ratingMessages, surveyAnswerMessages } from './content.ts';
export { convertEntryMessages } from './convert-entries.ts';
export { errorMessages } from './errors.ts';
export { format } from './format.ts';
export { inputMessages } from './input.ts';
export { loginMessages } from './login.ts';
export { orderModalMessages } from './order-modal.ts';
export { myDataMessages, privacyNoticeMessages } from './privacy.ts';
export { quoteMessages } from './quote.ts';
export { reviewFormMessages } from './review-form.ts';
export { serverMessages } from './server.ts';
export { SOCIAL_PROVIDER_NAMES, type SocialErrorKind, socialMessages } from './social.ts';

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

/** The article page. */
export const articleMessages = {
  notFound: '此文章找不到了',
  /** Doc 2 §2: the share tooltip past 40 % of the page. Not quoted by the spec: its wording. */
  shareTooltip: '覺得實用嗎？分享給朋友吧！',
  /** Not quoted by the spec: the article list and detail pages. */
  listTitle: '裝修文章',
  /** `{name}` is the label or sub-label. */
  listTitleOf: '{name}｜裝修文章',
  listDescription: '裝修預算、格局規劃、建材挑選與施工工法，一次讀懂。',
  filtersLabel: '文章分類',
  subFiltersLabel: '文章子分類',
  sortLabel: '排序',
  sortNewest: '最新',
  sortPopular: '最熱門',
  allLabels: '全部',
  allArticles: '看全部文章',
  /** `{n}` is the number of articles. */
  total: '共 {n} 篇文章',
  empty: '這個分類還沒有文章',
  /** `{n}` is the minutes. */
  readingMinutes: '閱讀約 {n} 分鐘',
  /** `{n}` is the view count. */
  views: '{n} 次瀏覽',
  home: '首頁',
  breadcrumb: '目前位置',
  labelsLabel: '文章標籤',
  providedBy: '本文內容由',
  /** `{n}` is the number of photos. */
  allPhotos: '查看全部 {n} 張圖片',
  actionsLabel: '文章互動',
  collect: '收藏',
  collected: '已收藏',
  favourite: '喜歡',
  dislike: '不喜歡',
  share: '分享',
  shareCopy: '複製連結',
  shareFacebook: '分享到 Facebook',
  shareLine: '分享到 LINE',
  linkCopied: '連結已複製',
  quoteTitle: '看完文章，想知道自己家裝修要花多少？',
  mayLike: '你可能也喜歡',
  sameStyleWorks: '同風格作品',
} as const;

/** The work detail page. */
export const worksMessages = {
  notFound: '抱歉！您訪問的作品已不存在……',
  /** Not quoted by the spec: the works lists, the work detail, its gallery and photo pages. */
  listTitle: '室內設計作品',
  listDescription: '依風格、空間、屋況、預算、坪數與地區，找到喜歡的室內設計作品。',
  goodTitle: '精選代表作品',
  goodDescription: '從拆除到完工的完整施工紀錄，看見設計公司的真功夫。',
  goodPromo: '看完整施工過程，從拆除到完工',
  closePromo: '關閉精選代表作品提示',
  filtersTitle: '篩選條件',
  filters: {
    style: '風格',
    space: '空間',
    housingType: '屋況',
    budget: '預算',
    area: '坪數',
    region: '地區',
  },
  sortLabel: '排序',
  sorts: { newest: '最新', popular: '熱門' },
  /** `{total}` is the number of works found. */
  total: '共 {total} 件作品',
  empty: '沒有符合條件的作品，換個條件試試',
  clearFilters: '清除篩選條件',
  loading: '作品載入中…',
  representBadge: '代表作',
  photosUnit: '張',
  breadcrumb: '頁面路徑',
  asideLabel: '作品資訊',
  galleryTitle: '作品照片',
  tabs: { photos: '空間實景', construction: '施工過程' },
  spacesNav: '依空間瀏覽',
  stagesLabel: '施工階段',
  /** `{n}` is the number of photos. */
  photoCount: '{n} 張',
  /** `{name}` is the photo's description. */
  viewPhoto: '查看大圖：{name}',
  noPhotos: '此作品暫無照片',
  descriptionTitle: '設計理念',
  videosTitle: '作品影片',
  recommendedTitle: '推薦作品',
  /** The work detail's block of works in the same budget range (page_view_stats same_quotation). */
  sameQuotationTitle: '預算相近的作品',
  /** `{range}` is the budget range, e.g. 101-200萬. */
  sameQuotationMore: '看更多 {range} 的作品',
  /** The block of works with as many rooms (page_view_stats same_layout); `{room}` is the count. */
  sameLayoutTitle: '同樣 {room} 房的作品',
  neighboursLabel: '上一個與下一個作品',
  previousWork: '上一個作品',
  nextWork: '下一個作品',
  facts: {
    style: '風格',
    housingType: '屋況',
    area: '坪數',
    layout: '格局',
    budget: '預算',
    region: '地區',
    designer: '設計師',
  },
  tagsLabel: '作品標籤',
  collect: '收藏',
  collected: '已收藏',
  /** `{n}` is the number of members who collected the work. */
  collectCount: '{n} 人收藏',
  /** `{work}` and `{space}` are the work's title and the photo's space. */
  photoTitle: '{work}｜{space}照片',
  /** `{current}` and `{total}`. */
  photoPosition: '第 {current} 張，共 {total} 張',
  photoNav: '照片導覽',
  previousPhoto: '上一張',
  nextPhoto: '下一張',
  backToWork: '回到作品',
  morePhotos: '更多照片',
  allPhotos: '全部照片',
  /** `{work}` is the work's title. */
  allPhotosTitle: '{work}｜全部照片',
} as const;

/** Not quoted by the spec: the image viewer's controls (its load-error alt is `errorPageMessages.imageLoad`). */
export const imageViewerMessages = {
  zoomIn: '放大',
  zoomOut: '縮小',
  zoomLevel: '縮放比例',
  rotate: '旋轉',
  previous: '上一張',
  next: '下一張',
  close: '關閉',
  help: '按 + 或 − 縮放，R 旋轉，左右方向鍵切換照片，Esc 關閉；雙擊照片可放大或還原。',
  /** `{current}` and `{total}`. */
  position: '{current} / {total}',
  /** Not quoted by the spec: the viewer's download and copy actions (doc 1 §4, gated). */
  download: '下載圖片',
  copy: '複製圖片',
  actionsLabel: '圖片操作',
  /** A download or copy that failed after the gate (the server's message wins when it has one). */
  actionFailed: '圖片處理失敗，請稍後再試',
} as const;

/** Not quoted by the spec: the page links under every list. */
export const listMessages = {
  pagination: '分頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  /** `{n}` is the page number. */
  pageN: '第 {n} 頁',
} as const;

/** Not quoted by the spec: the companies, their ratings and reviews, and the reputation ranking. */
export const companyMessages = {
  get notFound() {
    return contentMessages.companyNotFound;
  },
  listTitle: '設計公司',
  listDescription: '依服務地區與擅長風格，比較設計公司的口碑評價、作品與預算。',
  /** `{region}`: the region chosen in the header, which the list follows (issue 17). */
  regionFromHeader: '依頁首選擇的地區「{region}」，顯示服務該地區的設計公司。',
  allRegions: '看全部地區',
  /** `{name}` is the company's name. */
  detailTitle: '{name}｜評價與作品',
  rankingTitle: '設計公司口碑排行',
  rankingDescription: '依口碑分數（屋主評價的貝氏平均）排序的設計公司排行榜。',
  /** What the ranking ranks by; `{mean}`, `{weight}` and `{min}` are core's REPUTATION. */
  rankingMethod:
    '依口碑分數排序：口碑分數是站內屋主評價的貝氏平均，等於先加入 {weight} 則 {mean} 分的基準評價再求平均，評價少的公司不會只憑一兩則高分排到前面；因此平均星等略低但評價較多的公司，可能排在前面。至少 {min} 則已發布的屋主評價才列入排行；Google 評價僅供參考，不列入排序。',
  /** `{score}` is the ranking's score (two decimals). */
  reputationScore: '口碑分數 {score}',
  filtersTitle: '篩選條件',
  filters: { region: '地區', style: '風格', score: '評分' },
  sortLabel: '排序',
  sorts: { reputation: '口碑', newest: '最新', works: '作品數' },
  reviewSorts: { newest: '最新', scoreHigh: '評分高到低', scoreLow: '評分低到高' },
  /** `{total}` is the number of companies. */
  total: '共 {total} 家設計公司',
  empty: '沒有符合條件的設計公司',
  clearFilters: '清除篩選條件',
  breadcrumb: '頁面路徑',
  sectionsNav: '公司頁面導覽',
  asideLabel: '諮詢設計公司',
  /** `{name}` is the company's name. */
  quoteLead: '想請{name}報價？留下需求，免費取得裝修報價單。',
  profileTitle: '公司簡介',
  worksTitle: '作品',
  reviewsTitle: '屋主評價',
  googleTitle: 'Google 評價',
  facts: {
    region: '所在地區',
    founded: '成立年份',
    team: '團隊規模',
    price: '常見預算',
    styles: '擅長風格',
    served: '服務地區',
    address: '地址',
  },
  /** `{n}` is the team size. */
  teamSize: '{n} 人',
  /** `{n}` is the number of works. */
  worksCount: '{n} 件作品',
  noWorks: '此公司尚未上傳作品',
  /** `{score}` and `{count}`: average and number of on-site ratings. */
  ratingSummary: '評分 {score}（{count} 則評價）',
  /** `{n}` is the number of ratings. */
  ratingCount: '{n} 則評價',
  noRatings: '尚無屋主評價',
  /** `{score}` is the score out of 5. */
  starsLabel: '5 顆星中的 {score} 顆星',
  /** `{n}` is a number of stars. */
  starN: '{n} 星',
  distribution: '評分分布',
  topLabels: '屋主常提到',
  labels: '評價標籤',
  /** `{n}` is the budget in 萬. */
  budget: '預算 {n} 萬',
  reviewWork: '查看這位屋主的作品',
  /** `{score}` and `{n}`: the Google score and count. */
  googleShort: 'Google {score}（{n} 則）',
  /** `{n}` is the number of Google reviews. */
  googleCount: '{n} 則 Google 評價',
  /** `{shown}` reviews of `{n}` are shown (issue 17: "203 則" that paged out as 10). */
  googleShown: '顯示 {shown} 則，共 {n} 則 Google 評價',
  noGoogle: '尚無 Google 評價',
  loadFailed: '評價暫時無法載入，請稍後再試',
  /** `{n}` is the place in the ranking. */
  rank: '第 {n} 名',
  onSiteTitle: '屋主站內評價',
  onSiteDescription: '在本站完成裝修的屋主，對設計公司的真實評分與心得。',
  onSiteLink: '看屋主站內評價',
  offSiteTitle: 'Google 評價',
  offSiteDescription: '設計公司在 Google 上的評分與最新評論，與站內評價一起參考。',
  offSiteLink: '看 Google 評價',
  /** `{total}` is the number of reviews. */
  reviewTotal: '共 {total} 則評價',
  noReviews: '沒有符合條件的評價',
} as const;

/** Not quoted by the spec: the ranking boards page. */
export const rankingMessages = {
  title: '排行榜',
  description: '口碑最好的設計公司、作品最多的設計公司與最多人看的作品。',
  reputation: '口碑排行',
  mostWorks: '作品數排行',
  popularWorks: '熱門作品',
  /** `{n}` is the number of views. */
  views: '{n} 次瀏覽',
} as const;

/** Not quoted by the spec: the recommendations page. */
export const recommendationMessages = {
  title: '好物推薦',
  description: '編輯精選的裝修文章、代表作品與口碑設計公司。',
  articles: '編輯精選文章',
} as const;

/** Not quoted by the spec: the themes page. */
export const themeMessages = {
  title: '風格主題',
  description: '依居家風格整理的作品、文章與設計公司。',
  breadcrumb: '頁面路徑',
  /** `{name}` is the style's name. */
  themeTitle: '{name}主題',
  themeDescription: '{name}的熱門作品、裝修文章與擅長{name}的設計公司。',
  works: '熱門作品',
  articles: '相關文章',
  companies: '擅長的設計公司',
} as const;

/** Not quoted by the spec: the videos page. */
export const videoMessages = {
  title: '裝修影音',
  description: '一分鐘看懂裝修：依分類看最新與最多人看的裝修短影音。',
  filtersTitle: '影片分類',
  category: '分類',
  mostPlayed: '最多播放',
  /** `{total}` is the number of videos. */
  total: '共 {total} 部影片',
  empty: '此分類暫無影片',
  /** `{n}` is the number of plays. */
  plays: '{n} 次播放',
} as const;

/** Not quoted by the spec: the new-home unboxing page. */
export const openBoxMessages = {
  title: '新屋開箱',
  description: '屋主親自分享完工新家：格局、預算與裝修心得。',
  filtersTitle: '開箱分類',
  category: '分類',
  /** `{total}` is the number of articles. */
  total: '共 {total} 篇開箱',
  empty: '此分類暫無開箱文章',
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
  /** Not quoted by the spec: the home page's first-visit hint at the quote entry. */
  quoteTitle: '第一次來？先免費估價',
  quoteBody: '輸入坪數與地區，3 分鐘拿到簡裝、精裝、豪裝三種裝修預算。',
} as const;

/** Not quoted by the spec: the carousel's controls (WAI-ARIA carousel pattern). */
export const carouselMessages = {
  /** `{n}` is the slide's position, `{m}` the number of slides. */
  slide: '第 {n} 張，共 {m} 張',
  previous: '上一張',
  next: '下一張',
  /** `{n}` is the slide's position. */
  goTo: '前往第 {n} 張',
  indicators: '選擇要看的一張',
  pause: '暫停自動輪播',
  play: '開始自動輪播',
} as const;

/** Not quoted by the spec: the popconfirm's question before removing a favourite. */
export const popconfirmMessages = {
  removeFavourite: '確定要取消收藏嗎？',
} as const;

/** The style test. */
export const styleTestMessages = {
  title: '風格測試',
  resultTitle: '風格測試結果',
  /** Not quoted by the spec: the test and result pages. */
  description: '選出喜歡的空間照片，3 分鐘找到最適合你的居家風格。',
  /** `{min}`, `{max}` and `{suggested}` are the pick limits. */
  lead: '憑直覺選出 {min} 到 {max} 張你喜歡的空間照片（建議 {suggested} 張），我們幫你找出你的居家風格。',
  /** `{n}` is how many took the test. */
  tested: '已有 {n} 人完成測試',
  pickLegend: '選出你喜歡的照片',
  /** `{n}` is the picture's number, `{space}` its room. */
  pictureAlt: '第 {n} 張：{space}設計照片',
  /** `{n}` picked so far, `{more}` still needed. */
  pickMore: '已選 {n} 張，再選 {more} 張就能看結果',
  /** `{n}` picked, `{max}` at most. */
  picked: '已選 {n} 張（最多 {max} 張）',
  submit: '看我的風格',
  unavailable: '測驗暫時無法使用，請稍後再試',
  get resultNotFound() {
    return contentMessages.styleResultNotFound;
  },
  resultDescription: '你的居家風格測試結果與推薦作品。',
  /** `{style}` is the main style. */
  resultDescriptionOf: '你的居家風格是{style}：看看適合你的設計作品與裝修建議。',
  noResult: '你還沒有做過風格測試，花 3 分鐘找出你的居家風格吧！',
  start: '開始測試',
  retake: '重新測試',
  mainStyle: '你的主要風格',
  yourStyle: '你的居家風格是',
  breakdown: '你選擇的風格比例',
  /** `{style}` is the main style. */
  worksOf: '{style}作品推薦',
  /** `{style}` is the main style. */
  moreWorks: '看更多{style}作品',
  quoteTitle: '喜歡這個風格？看看裝修要多少錢',
  quoteLead: '輸入坪數與地區，免費拿到簡裝、精裝、豪裝三種預算',
  required: '必填',
  /** `{title}` is the question. */
  surveyRequired: '請回答「{title}」',
  surveySubmit: '送出問卷',
  surveyThanks: '感謝您的填寫！我們會依您的需求推薦更合適的內容。',
} as const;

/** The mobile drawer. */
export const drawerMessages = {
  normalMember: '一般會員',
  logout: '登出',
  login: '登入',
  companyJoin: '設計公司入駐',
  help: '幫助',
  hours: '每日 9:00-18:00',
  /** Not quoted by the spec: the drawer's labels and help links (the sister apps are the operator's). */
  title: '選單',
  close: '關閉選單',
  nav: '網站導覽',
  /** The signed-in member's links (issue 17: /user/collect was in no menu). */
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

/** Not quoted by the spec: the site's name, tagline, header, nav and shared page wording. */
export const siteMessages = {
  name: 'Renovo 裝修好家',
  /** Doc 2 §1: "practical inspiration to find the answer to decorating a home". */
  tagline: '實用的居家靈感，找到裝修問題的答案',
  description: '實用的居家靈感，找到裝修問題的答案：設計作品、裝修文章、口碑評價與免費裝修報價。',
  home: '首頁',
  skipToContent: '跳到主要內容',
  openMenu: '開啟選單',
  mainNav: '主選單',
  more: '更多',
  newTag: 'NEW',
  search: '搜尋',
  searchLabel: '搜尋作品、文章與設計公司',
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
} as const;

/** Not quoted by the spec: the main nav items (doc 2 §2 routes) and the more menu. */
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

/** Not quoted by the spec: the short-video list, player and embed. */
export const shortsMessages = {
  listTitle: '裝修短影音',
  /** `{name}` is the category. */
  listTitleOf: '{name}｜裝修短影音',
  listDescription: '一分鐘看懂裝修重點：預算、格局、建材與真實案例。',
  categoriesLabel: '影片分類',
  allCategories: '全部',
  sortLabel: '排序',
  sortNewest: '最新',
  sortPopular: '最多人看',
  empty: '目前沒有影片',
  get notFound() {
    return contentMessages.shortNotFound;
  },
  duration: '片長',
  /** `{n}` is the play count. */
  plays: '{n} 次播放',
  /** `{title}` is the video's title. */
  play: '播放：{title}',
  /** `{title}` is the video's title. */
  pause: '暫停：{title}',
  viewWork: '看完整作品',
  neighbours: '上一則與下一則影片',
  previous: '上一則',
  next: '下一則',
  more: '更多短影音',
  allShorts: '看全部短影音',
  watchOnSite: '在 Renovo 裝修好家看更多短影音',
  /** The vertical feed (one video per screen). */
  feedLabel: '短影音，上下滑動看下一則',
  /** `{title}` is the video's title. */
  progress: '播放進度：{title}',
} as const;

/** Not quoted by the spec: the search page (doc 2 §2 /search?keyword=). */
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

/** Not quoted by the spec: My Favourites (/user/collect). */
export const collectMessages = {
  description: '您收藏的室內設計作品與裝修文章。',
  loginFirst: '登入後即可查看您收藏的作品與文章。',
  login: '登入 / 註冊',
  loadFailed: '收藏內容暫時無法載入，請稍後再試',
  tabsLabel: '收藏類型',
  works: '作品',
  articles: '文章',
  /** `{n}` is the number of favourites. */
  count: '共 {n} 筆收藏',
  emptyWorks: '還沒有收藏作品，看到喜歡的作品按下收藏就會出現在這裡。',
  emptyArticles: '還沒有收藏文章，看到實用的文章按下收藏就會出現在這裡。',
  browseWorks: '去逛逛作品',
  browseArticles: '去看看文章',
  remove: '取消收藏',
  /** `{title}` is the item's title (read after 取消收藏). */
  removeOf: '：{title}',
} as const;

/** Not quoted by the spec: the login pages (/login, /login/bind, /user-login). */
export const loginPageMessages = {
  loginTitle: '登入 / 註冊',
  loginLead: '用手機號碼與簡訊驗證碼登入，未註冊的號碼會自動建立帳號。',
  bindTitle: '綁定手機號碼',
  bindLead: '綁定手機號碼後，即可收藏作品、領取報價並接收設計公司的聯繫。',
  userTitle: '會員中心登入',
  userLead: '登入會員中心，管理您收藏的作品與文章。',
  benefitsTitle: '登入後您可以',
  benefits: ['收藏喜歡的作品與文章，隨時回來看', '免費領取裝修報價清單', '與設計公司聯繫，比較報價與評價'],
  /** The sample works under the form (doc 1 §9: by region, 0 means all); `{region}` is its name. */
  samplesTitle: '{region}的裝修作品',
  samplesAll: '全台裝修作品',
} as const;

/** Not quoted by the spec: the quote form page, the quote entries and the two result pages. */
export const quotePageMessages = {
  title: '免費裝修報價',
  description: '輸入地區、坪數與手機，3 分鐘免費拿到簡裝、精裝、豪裝三種裝修預算清單。',
  heading: '免費獲取裝修報價單',
  lead: '輸入房屋所在地區與坪數，立即拿到依實際行情試算的裝修報價清單，裝修前先掌握預算。',
  stepsTitle: '三步驟拿到報價',
  steps: ['選擇房屋所在地區', '填寫房屋坪數與手機號碼', '立即查看三種等級的報價清單'],
  communityTitle: '知道社區名稱？',
  communityLead: '選擇您的社區，自動帶入格局與坪數，報價更精準。',
  whyTitle: '為什麼裝修前要先看報價？',
  entryTitle: '3 分鐘拿到裝修報價',
  entryLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算',
  resultTitle: '裝修報價清單',
  resultDescription: '依您的地區、坪數與格局試算的簡裝、精裝、豪裝裝修報價清單。',
  get resultNotFound() {
    return serverMessages.quoteNotFound;
  },
  basicResultTitle: '您的裝修報價清單',
  basicResultLead: '以下是依您填寫的地區與坪數試算的三種裝修等級預算，點選等級可查看明細。',
  communityResultTitle: '您的社區裝修報價清單',
  communityResultLead: '以下是依您社區的格局與坪數試算的三種裝修等級預算，點選等級可查看明細。',
  summaryLabel: '報價條件',
  regionLabel: '地區',
  sizeLabel: '坪數',
  layoutLabel: '格局',
  communityLabel: '社區',
  createdLabel: '試算時間',
  levelsHeading: '三種裝修等級總價',
  /** `{amount}` is an amount in 萬. */
  about: '約 {amount}',
  designPart: '設計與施工',
  furniturePart: '家具與家電',
  detailHeading: '報價明細',
  disclaimer: '報價依市場行情試算，實際價格以設計公司丈量後的報價為準。',
  nextHeading: '下一步',
  nextCompanies: '找設計公司',
  nextWorks: '看同坪數作品',
  again: '重新試算',
} as const;

/** Not quoted by the spec: the landing pages (doc 1 §2). */
export const landingMessages = {
  loadFailed: '內容暫時無法載入，請稍後再試',
  empty: '目前沒有內容',
  heal: {
    title: '療癒宅設計',
    description: '採光、植栽與自然材質，打造下班後能真正放鬆的家：療癒宅作品與免費裝修報價。',
    kicker: '療癒居家',
    heading: '打造一個回家就放鬆的療癒宅',
    lead: '好的採光、順暢的動線和觸感溫潤的材質，讓家成為最好的休息處。看看設計師怎麼做，再算算自己家的預算。',
    points: ['大面採光與通風規劃', '植栽與自然材質的運用', '收納到位，空間不雜亂'],
    featuresTitle: '療癒宅的三個關鍵',
    features: [
      { title: '光線', text: '引入自然光、搭配層次照明，白天明亮、晚上溫暖。' },
      { title: '材質', text: '原木、棉麻與石材，觸感溫潤，也讓空間更安靜。' },
      { title: '綠意', text: '在窗邊與角落加入植栽，讓家多一點生命力。' },
    ],
    worksTitle: '療癒宅作品',
    worksLead: '設計師打造的療癒居家，找找你喜歡的樣子。',
    quoteTitle: '想打造自己的療癒宅？',
    quoteLead: '先算算裝修預算，3 分鐘拿到三種等級的報價清單。',
  },
  toto: {
    title: '裝修指南',
    description: '從預算、格局、建材到施工驗收，依主題整理的裝修短影音與文章。',
    kicker: '裝修指南',
    heading: '第一次裝修就上手的裝修指南',
    lead: '把裝修拆成幾個主題，每個主題都有一分鐘短影音和最多人看的文章，依序看完就能掌握重點。',
    points: ['依主題整理，不怕漏看', '短影音快速看懂', '搭配文章深入了解'],
    tocTitle: '指南主題',
    moreArticles: '看更多文章',
    moreShorts: '看更多影片',
    quoteTitle: '看完指南，來算算自己家的預算',
    quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算',
  },
  compare: {
    title: '裝修報價比一比',
    description: '一次取得多家設計公司報價，比較價格、工法與口碑，找到適合的設計公司。',
    kicker: '免費比價',
    heading: '一次比較 3 家設計公司報價',
    lead: '填一次資料，就能收到符合需求的設計公司報價。比價格、比工法、比口碑，避開裝修陷阱。',
    points: ['免費媒合 3 家設計公司', '報價明細透明好比較', '真實屋主評價可參考'],
    stepsTitle: '比價流程',
    steps: ['填寫地區、坪數與手機', '系統媒合適合的設計公司', '收到報價，安心比較'],
    formTitle: '開始比價',
    formLead: '填寫房屋資料，我們會為您媒合設計公司並提供報價清單。',
    watchTitle: '比價時要注意',
    tips: [
      { title: '看清楚報價明細', text: '每個工項的數量、單價與材料都應寫明，避免日後追加。' },
      { title: '確認工程範圍', text: '拆除、水電、泥作與清潔是否都包含在內。' },
      { title: '參考屋主評價', text: '看看其他屋主對施工品質與溝通的評價。' },
    ],
    companiesTitle: '接受比價的設計公司',
    companiesLead: '依口碑排序，點進去看看作品與評價。',
    ownerLink: '看屋主怎麼評價設計公司',
  },
  evaluateOwner: {
    title: '屋主真實評價',
    description: '真實屋主分享的設計公司評價：設計、施工、服務、預算與工期，比較後再決定。',
    kicker: '屋主評價',
    heading: '聽聽屋主怎麼說，再決定找誰裝修',
    lead: '每一則評價都來自完工的屋主，依設計、施工、服務、預算與工期打分，幫你看清設計公司的實力。',
    points: ['完工屋主親自評分', '五個面向分別評比', '好評負評都公開'],
    readTitle: '怎麼看評價',
    readTips: [
      { title: '看分項分數', text: '總分相近時，比較施工品質與預算控制更有參考價值。' },
      { title: '看相似案例', text: '找坪數、屋況和預算跟你接近的評價。' },
      { title: '看負評怎麼處理', text: '設計公司如何回應問題，往往比分數更重要。' },
    ],
    reviewsTitle: '最新屋主評價',
    /** `{n}` is the number of reviews. */
    reviewsLead: '共 {n} 則屋主評價',
    allReviews: '看全部屋主評價',
    companiesTitle: '口碑好的設計公司',
    quoteTitle: '想知道找設計公司要花多少？',
    quoteLead: '先拿到報價清單，跟設計公司討論更有底。',
  },
  resourcePackage: {
    title: '裝修資源包',
    description: '裝修預算表、流程時間表、合約與驗收檢查清單，免費領取裝修資源包與報價清單。',
    kicker: '免費領取',
    heading: '第一次裝修必備的資源包',
    lead: '把裝修前最需要的表單與清單整理成一包：從抓預算、排進度、簽合約到驗收，照著做就不漏項。',
    points: ['預算表與報價清單', '合約與驗收檢查清單', '建材挑選重點整理'],
    getPackage: '免費領取資源包',
    lazyLink: '先看懶人包',
    kitTitle: '資源包內容',
    kitLead: '六份實用資料，裝修每個階段都用得到。',
    kit: [
      { title: '裝修預算表', text: '依工項列出預算，搭配報價清單一起使用。' },
      { title: '裝修流程時間表', text: '從設計到入住的每個階段與所需時間。' },
      { title: '合約檢查清單', text: '簽約前必看的付款、保固與追加條款。' },
      { title: '驗收檢查清單', text: '水電、泥作、木作與油漆的驗收重點。' },
      { title: '建材挑選指南', text: '地板、磁磚、系統櫃的選擇與保養。' },
      { title: '風格靈感圖庫', text: '依風格整理的設計作品，找到喜歡的樣子。' },
    ],
    formTitle: '填寫資料免費領取',
    formLead: '留下地區、坪數與手機，資源包連同您的裝修報價清單一起送上。',
    faqTitle: '常見問題',
    faq: [
      { q: '資源包需要付費嗎？', a: '完全免費，填寫資料後即可領取。' },
      { q: '留下手機會被一直打電話嗎？', a: '我們只會在您同意後提供報價與服務聯繫，您隨時可以取消。' },
      { q: '還沒決定要不要裝修也可以領嗎？', a: '可以，資源包就是幫您在決定前先了解裝修的流程與預算。' },
    ],
  },
  lazy: {
    title: '裝修懶人包',
    description: '裝修前必懂的重點一次看：預算、流程、合約與驗收，加上各主題最多人看的文章。',
    kicker: '懶人包',
    heading: '裝修懶人包：5 分鐘掌握裝修重點',
    lead: '沒時間看完整資料？先看這份懶人包，掌握裝修最重要的幾件事。',
    mustTitle: '裝修前必懂的 5 件事',
    must: [
      '先訂預算上限，並預留一到兩成作為追加費用',
      '拿到報價後逐項比對數量、單價與材料',
      '合約寫清楚付款節點、工期與保固',
      '施工期間定期到現場確認進度',
      '驗收時依清單逐項檢查，再付尾款',
    ],
    readsTitle: '各主題必讀文章',
    readsLead: '每個主題最多人看的三篇文章。',
    quoteTitle: '重點看完了，算算你的預算',
    quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算',
  },
  decorationQuotes: {
    title: '裝修報價怎麼算',
    description: '簡裝、精裝、豪裝各要多少錢？看報價範例，輸入坪數免費拿到您家的裝修報價清單。',
    kicker: '裝修報價',
    heading: '裝修要花多少錢？先看一份報價清單',
    lead: '依實際行情，按設計與施工、家具與家電分項試算。輸入坪數，立即拿到三種裝修等級的報價清單。',
    points: ['簡裝、精裝、豪裝一次比較', '分項列出數量與單價', '知道社區名稱，報價更精準'],
    levelsTitle: '三種裝修等級',
    levels: [
      { title: '簡裝', text: '基礎工程加上必要的收納與燈具，預算有限也能住得舒服。' },
      { title: '精裝', text: '完整的木作與系統櫃規劃，兼顧質感與實用。' },
      { title: '豪裝', text: '進口建材與訂製家具，打造細節講究的居家。' },
    ],
    sampleTitle: '報價範例（30 坪）',
    sampleLead: '切換等級，看看每個工項的數量、單價與金額。',
    formTitle: '算算您家的裝修報價',
    formLead: '填寫地區、坪數與手機，立即查看您的報價清單。',
  },
} as const;

/** Not quoted by the spec: the company onboarding page (/designer/recruit). */
export const recruitMessages = {
  title: '設計公司入駐',
  description: '加入 Renovo 裝修好家，展示作品、累積口碑，接觸正在找設計公司的屋主。',
  kicker: '設計公司入駐',
  heading: '讓正在找設計的屋主找到你',
  lead: '每天都有屋主在這裡看作品、比較評價、索取報價。入駐後，你的作品與口碑就是最好的業務。',
  points: ['作品集與公司頁面免費建立', '媒合符合條件的裝修需求', '累積真實屋主評價'],
  apply: '寄信申請入駐',
  mailSubject: '設計公司入駐申請',
  login: '已有帳號？登入',
  benefitsTitle: '入駐的好處',
  benefits: [
    { title: '作品曝光', text: '作品依風格、空間與預算被屋主搜尋與收藏。' },
    { title: '精準媒合', text: '依服務地區與預算，收到符合條件的裝修需求。' },
    { title: '口碑累積', text: '完工屋主的評價，成為新客戶最信任的推薦。' },
  ],
  stepsTitle: '入駐流程',
  steps: ['寄信或來電提出申請', '專人聯繫並審核公司資料', '建立公司頁面與作品集', '開始接收裝修需求'],
  needsTitle: '申請條件',
  needs: ['合法登記的設計或裝修公司', '至少 3 件完工作品', '可提供公司登記與相關證照'],
  contactTitle: '聯絡我們',
  contactLead: '對入駐有任何問題，歡迎來電或來信。',
} as const;

/** Not quoted by the spec: the help pages (/v2/teaching, /v2/notice/250). */
export const helpMessages = {
  teachingTitle: '使用教學',
  teachingDescription: '找靈感、收藏、免費報價、找設計公司與風格測試，五分鐘學會使用 Renovo 裝修好家。',
  teachingLead: '第一次來嗎？跟著以下步驟，輕鬆找到靈感、算好預算、找到適合的設計公司。',
  tocTitle: '教學目錄',
  topics: [
    {
      title: '找靈感：看作品與文章',
      steps: [
        '從上方選單進入「作品」或「裝修攻略」',
        '用風格、空間、坪數與預算篩選',
        '點進作品看完整照片與設計說明',
      ],
      action: '去看作品',
      href: '/works',
    },
    {
      title: '收藏喜歡的內容',
      steps: ['在作品或文章頁按下「收藏」', '第一次收藏時以手機號碼登入', '到「我的收藏」隨時回來看'],
      action: '看我的收藏',
      href: '/user/collect',
    },
    {
      title: '免費獲取裝修報價',
      steps: ['填寫房屋所在地區與坪數', '留下手機號碼並同意服務條款', '立即查看簡裝、精裝、豪裝報價清單'],
      action: '免費獲取報價',
      href: '/decorationfrom',
    },
    {
      title: '找設計公司',
      steps: ['到「設計公司」依地區與風格篩選', '參考口碑排行與屋主評價', '看過作品後再聯繫設計公司'],
      action: '找設計公司',
      href: '/company',
    },
    {
      title: '風格測試',
      steps: ['選出喜歡的空間照片', '看看你的居家風格', '瀏覽同風格的推薦作品'],
      action: '開始風格測試',
      href: '/style-test',
    },
  ],
  noticeKicker: '最新公告',
  backHome: '返回首頁',
  notice250: {
    title: '會員服務與個人資料保護說明更新公告',
    summary: 'Renovo 裝修好家更新會員服務與個人資料保護說明，說明手機號碼的使用範圍與您的權利。',
    date: '2025-06-30',
    body: [
      '親愛的會員您好，感謝您一直以來對 Renovo 裝修好家的支持。',
      '為了讓您更清楚我們如何使用您留下的資料，我們更新了會員服務與個人資料保護說明。您的手機號碼僅用於登入驗證，以及在您同意後，提供裝修報價與設計公司的聯繫服務。',
      '您可以隨時聯繫客服，查詢、更正或要求刪除您的資料，也可以取消接收報價與服務聯繫。',
      '更新內容自公告日起生效。若您對本次更新有任何疑問，歡迎於服務時間（每日 9:00-18:00）來電或來信洽詢。',
    ],
    sign: 'Renovo 裝修好家 敬上',
  },
} as const;

/** The four statements the consent popup links to (doc 1 §2 "Consent confirmation popup"). */
export const statementMessages = {
  updated: '最後更新：2026-11-26',
  backHome: '返回首頁',
  /** `{operator}`, `{registration}`: OPERATOR_NAME and OPERATOR_REGISTRATION_NO (docs/deploy.md). */
  operatorLine: '營運者：{operator}（統一編號：{registration}）',
  /** The development placeholder: clearly not a real company. */
  placeholderOperator: {
    name: '示範營運者股份有限公司（開發環境佔位資料，非真實公司）',
    registrationNo: '00000000',
  },
  placeholderNotice:
    '開發環境：營運者名稱與統一編號為佔位資料，並非真實公司；正式上線前須設定 OPERATOR_NAME 與 OPERATOR_REGISTRATION_NO。',
  /** Production without the operator's details: said plainly on /terms and /privacy. */
  missingOperator: '（營運者資料尚未設定）',
  missingNotice:
    '本網站尚未設定營運者名稱與統一編號。在這些資訊補齊之前，請勿於本網站留下您的手機號碼或其他個人資料；如有疑問請聯絡客服。',
  /**
   * `{ways}`: the configured customer-service contacts (contactMail, contactPhone, joined by
   * contactOr); without any the line is left out.
   */
  contact: '對本條款或個人資料有任何疑問，請於服務時間（每日 9:00-18:00）{ways}。',
  contactMail: '來信 {mail}',
  contactPhone: '來電 {phone}',
  contactOr: ' 或 ',
  pages: {
    terms: {
      title: '服務條款',
      summary: '使用 Renovo 裝修好家網站、App 與報價服務前請先閱讀的服務條款。',
      body: ['歡迎使用 Renovo 裝修好家。以下條款說明您與本服務營運者之間的權利義務，請於使用前詳細閱讀。'],
      /** The terms' numbered sections; `{operator}` and `{registration}` as in operatorLine. */
      sections: [
        {
          heading: '一、營運者與條款之適用',
          text: '本網站、App 及嵌入於合作夥伴網站之報價工具（以下合稱本服務）由{operator}（統一編號：{registration}）營運。您使用本服務，即表示您已閱讀、瞭解並同意本條款；未成年人應經法定代理人閱讀並同意後使用。',
        },
        {
          heading: '二、服務內容',
          text: '本服務提供裝修作品、文章、短影音、設計公司資訊與評價、免費裝修報價試算，並依您的需求媒合設計公司與您聯繫。本服務為資訊與媒合平台，並非裝修工程之設計人或承攬人；您與設計公司之間的契約，由雙方自行訂立並各自負責。',
        },
        {
          heading: '三、報價試算',
          text: '試算金額依您填寫的地區、坪數與格局，以一般行情單價估算，僅供參考，不構成要約或承諾；實際費用以設計公司現場丈量後之正式報價與契約為準。',
        },
        {
          heading: '四、會員帳號',
          text: '會員以手機號碼及簡訊驗證碼登入。請妥善保管您的手機與驗證碼，不得將帳號轉讓或提供他人使用；發現帳號遭冒用時，請立即通知客服。',
        },
        {
          heading: '五、您提供的資料',
          text: '您應提供正確且屬於您本人的手機號碼與房屋資料，不得冒用他人資料。您的個人資料依《隱私權聲明》蒐集、處理及利用，您並得依個人資料保護法行使查詢、更正、刪除等權利。',
        },
        {
          heading: '六、評價與您發表的內容',
          text: '您發表的評價應基於真實的裝修經驗，不得含有不實、誹謗、侵害他人權利、廣告或其他違法內容。本服務得於審核後刊登，並得不刊登或移除違反本條款之內容。您同意本服務得於本服務範圍內非專屬、無償利用您發表的評價文字。',
        },
        {
          heading: '七、智慧財產權',
          text: '本服務之文字、圖片、影音、程式及介面設計，其著作權及其他智慧財產權屬本服務或其權利人所有；除法律允許之合理使用外，未經同意不得重製、改作、散布，或以程式大量擷取。',
        },
        {
          heading: '八、禁止行為',
          text: '您不得干擾或破壞本服務之運作、嘗試未經授權存取系統、大量或自動發送驗證碼或報價請求、蒐集他人個人資料，或利用本服務從事任何違法行為。違反者，本服務得暫停或終止其使用，並依法處理。',
        },
        {
          heading: '九、責任範圍',
          text: '設計公司之服務內容、報價、工程品質與保固由各設計公司負責。本服務因系統維護、網路中斷或不可抗力致暫停或資料延誤，於法律許可範圍內不負賠償責任；但因本服務之故意或重大過失所致之損害，不在此限。',
        },
        {
          heading: '十、條款之修改',
          text: '本服務得因法令或服務需要修改本條款，修改後公告於本頁並更新最後更新日期；重大變更另於網站公告。修改公告後您繼續使用本服務，視為同意修改後之條款。',
        },
        {
          heading: '十一、準據法與管轄法院',
          text: '本條款以中華民國法律為準據法。因本條款所生之爭議，以臺灣臺北地方法院為第一審管轄法院；但消費者保護法或其他法律另有規定者，從其規定。',
        },
      ],
    },
    privacy: {
      title: '隱私權聲明',
      summary: 'Renovo 裝修好家依個人資料保護法第 8 條告知您個人資料的蒐集、處理與利用。',
      /** The page draws the six items of Art. 8 (`privacyNoticeMessages`) after this. */
      body: [
        'Renovo 裝修好家（以下稱本服務）依個人資料保護法（以下稱個資法）第 8 條，於蒐集您的個人資料時告知下列事項：',
      ],
    },
    service: {
      title: '服務說明',
      summary: 'Renovo 裝修好家的免費報價、設計公司媒合與收藏等服務內容說明。',
      body: [
        '免費報價：填寫地區、坪數與手機號碼，即可查看簡裝、精裝、豪裝三種等級的裝修費用試算。',
        '設計公司媒合：依您的需求與地區，推薦合適的設計公司與您聯繫，您可自由決定是否委託。',
        '收藏與風格測試：登入後可收藏喜歡的作品與文章，並透過風格測試找到適合您的居家風格。',
      ],
    },
    disclaimer: {
      title: '免責聲明',
      summary: 'Renovo 裝修好家內容與報價試算的免責聲明。',
      body: [
        '本服務所載作品、文章與報價試算僅供參考，不構成任何形式的承諾或保證。',
        '設計公司之服務內容、報價與施工品質由各設計公司負責；簽約前請詳閱合約並確認各項費用。',
        '因網路或不可抗力因素造成之服務中斷或資料損失，本服務不負賠償責任。',
      ],
    },
  },
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
  imageViewer: imageViewerMessages,
  list: listMessages,
  company: companyMessages,
  ranking: rankingMessages,
  recommendation: recommendationMessages,
  theme: themeMessages,
  video: videoMessages,
  openBox: openBoxMessages,
  errors: /* @__PURE__ */ Object.assign({}, errorPageMessages, errorMessages),
  time: timeMessages,
  analytics: analyticsMessages,
  region: regionMessages,
  modal: modalMessages,
  tutorial: tutorialMessages,
  carousel: carouselMessages,
  popconfirm: popconfirmMessages,
  styleTest: styleTestMessages,
  drawer: drawerMessages,
  console: consoleMessages,
  site: siteMessages,
  nav: navMessages,
  home: homeMessages,
  shorts: shortsMessages,
  search: searchMessages,
  collect: collectMessages,
  loginPage: loginPageMessages,
  quotePage: quotePageMessages,
  landing: landingMessages,
  recruit: recruitMessages,
  help: helpMessages,
  statements: statementMessages,
  privacyNotice: privacyNoticeMessages,
  myData: myDataMessages,
  input: inputMessages,
  server: serverMessages,
  content: contentMessages,
  contentList: contentListMessages,
  consoleApi: consoleApiMessages,
  chat: chatMessages,
  campaign: campaignMessages,
  popbox: popboxMessages,
} as const;

/** Not quoted by the spec: the picker sheet (doc 2 §4) and its region → district columns. */
export const pickerMessages = {
  confirm: '確定',
  cancel: '取消',
  cityColumn: '縣市',
  districtColumn: '鄉鎮市區',
  /** The district column's first option: the whole city. */
  wholeCity: '全區',
} as const;
