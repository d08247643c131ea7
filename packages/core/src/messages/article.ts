/** Articles: the list, the filters and an article page. */

/** The article page. */
export const articleMessages = {
  notFound: '此文章找不到了',
  /** An article taken off the site (410 Gone). */
  gone: '這篇文章已下架',
  /** docs/spec/popups-and-header.md#screens: the share tooltip past 40 % of the page. Not quoted by the spec: its wording. */
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
