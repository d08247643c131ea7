/**
 * zh-TW messages of the community-quote popup and the quote amounts and preview it shows;
 * re-exported by zh-TW.ts, the catalogue.
 */
/** The community-quote popup (doc 2 §5, §8). */
export declare const communityQuoteMessages: {
  readonly sizeRequired: '請填寫房屋坪數';
  readonly sizeInvalid: '請填寫正確的房屋坪數';
  readonly mobileRequired: '請填寫行動電話';
  readonly mobileInvalid: '請填寫正確的行動電話';
  readonly termsRequired: '請勾選服務條款';
  /** `{region}` and `{keyword}` (truncated to 20) are filled in. */
  readonly emptySearch: '抱歉，“{region}” 內暫無“{keyword}”相關內容';
  readonly emptyTips: readonly ['換個地區試試', '縮短輸入內容，例如只輸入大樓名稱'];
  readonly fillCommunity: '填寫社區';
  readonly skip: '跳過';
  readonly cancel: '取消';
  readonly layout: '{room}房{hall}廳{bath}衛';
  /** Not quoted by the spec: the community popup's title, labels and controls. */
  readonly title: '社區裝修報價';
  readonly regionLabel: '所在地區';
  readonly keywordLabel: '社區名稱';
  readonly keywordPlaceholder: '輸入社區或大樓名稱';
  readonly addressLabel: '地址';
  readonly layoutLabel: '格局';
  readonly sizeLabel: '房屋坪數';
  readonly sizeUnit: '坪';
  readonly mobileLabel: '行動電話';
  readonly changeCommunity: '重新選擇社區';
  readonly sizePickerTitle: '選擇房屋坪數';
  readonly confirm: '確定';
  readonly previewTitle: '裝修費用試算';
};
/** Quote amounts (preview and cost preview): the decoration levels, the 萬 unit and the furniture badge. */
export declare const quoteAmountMessages: {
  readonly levels: Record<1 | 2 | 3, string>;
  readonly tenThousand: '萬';
  readonly furnitureBadge: '最高折抵100%';
};
/** Not quoted by the spec: the result preview panel's labels. */
export declare const quotePreviewMessages: {
  readonly label: '裝修報價預覽';
  readonly total: '預估總價';
  readonly levelsLabel: '裝修等級';
  readonly quantity: '數量';
  readonly unitPrice: '單價';
  readonly amount: '金額';
  readonly empty: '暫無報價資料';
  readonly loading: '載入中';
};
//# sourceMappingURL=community-quote.d.ts.map
