/**
 * zh-TW messages of the basic-quote popup's confirm-close page (a lazily loaded page of the
 * widget, so its strings live apart from the form's); re-exported by zh-TW.ts, the catalogue.
 */
/** The confirm-close page of the basic-quote popup (doc 2 §2). */
export declare const confirmCloseMessages: {
  readonly reasons: readonly [
    '低價誘餌、報價模糊',
    '漏項施工、跳過工序',
    '惡意增項、層層加價',
    '報價含糊、用料低劣',
    '後期漲價、追加費用',
  ];
  readonly closeFeature: '關閉報價功能';
  readonly thinkAgain: '再想想';
  /** Not quoted by the spec: the confirm-close page's heading and lead-in. */
  readonly title: '確定要關閉報價嗎？';
  readonly lead: '沒看過報價就裝修，小心遇到這些陷阱：';
};
//# sourceMappingURL=confirm-close.d.ts.map
