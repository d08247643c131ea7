/**
 * zh-TW messages of what the basic and the community quote popups share; re-exported by zh-TW.ts,
 * the catalogue.
 */
/** The quote popups: what the basic and the community popup share (doc 2 §2, §5). */
export declare const quoteMessages: {
  readonly submitSuccess: '送出成功';
  readonly submitFailure: '送出失敗，請稍後重試';
  readonly basicButton: '免費獲取裝修報價單';
  readonly communityButton: '一鍵領取報價清單';
  readonly tickHint: '請勾選';
  readonly close: '關閉';
};
//# sourceMappingURL=quote.d.ts.map
