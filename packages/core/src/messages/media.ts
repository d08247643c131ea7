/** Style themes, videos, open-box tours and shorts. */

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
