/** Generic UI pieces: pagination, modal buttons, the tutorial, carousel, pop-confirm and picker sheet. */

/** Not quoted by the spec: the page links under every list. */
export const listMessages = {
  pagination: '分頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  /** `{n}` is the page number. */
  pageN: '第 {n} 頁',
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

/** Not quoted by the spec: the picker sheet (docs/spec/popups-and-header.md#states) and its region → district columns. */
export const pickerMessages = {
  confirm: '確定',
  cancel: '取消',
  cityColumn: '縣市',
  districtColumn: '鄉鎮市區',
  /** The district column's first option: the whole city. */
  wholeCity: '全區',
} as const;
