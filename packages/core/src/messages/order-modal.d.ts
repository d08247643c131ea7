/**
 * zh-TW messages of the order modal; re-exported by zh-TW.ts, the catalogue.
 */
/** Not quoted by the spec (the order modal's wording is not shown). */
export declare const orderModalMessages: {
  readonly headline: '免費獲取專屬裝修方案';
  readonly benefits: readonly ['專人 1 對 1 免費諮詢', '3 家優質設計公司比價', '報價透明，不亂加價'];
  readonly compactTitle: '留下手機，免費獲取裝修報價';
  readonly submit: '免費預約諮詢';
};
//# sourceMappingURL=order-modal.d.ts.map
