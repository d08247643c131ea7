/**
 * zh-TW messages of the community-quote popup and the quote amounts and preview it shows;
 * re-exported by zh-TW.ts, the catalogue.
 */

/** The community-quote popup (docs/spec/quotes.md#validation, docs/spec/quotes.md#errors). */
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

/** Quote amounts (preview and cost preview): the decoration levels, the 萬 unit and the furniture badge. */
export const quoteAmountMessages = {
  levels: { 1: '簡裝', 2: '精裝', 3: '豪裝' } as Record<1 | 2 | 3, string>,
  tenThousand: '萬',
  furnitureBadge: '最高折抵100%',
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
