/**
 * zh-TW messages of the basic-quote popup's confirm-close page (a lazily loaded page of the
 * widget, so its strings live apart from the form's); re-exported by zh-TW.ts, the catalogue.
 */

/** The confirm-close page of the basic-quote popup (docs/spec/popups-and-header.md#screens). */
export const confirmCloseMessages = {
  reasons: [
    '低價誘餌、報價模糊',
    '漏項施工、跳過工序',
    '惡意增項、層層加價',
    '報價含糊、用料低劣',
    '後期漲價、追加費用',
  ],
  closeFeature: '關閉報價功能',
  thinkAgain: '再想想',
  /** Not quoted by the spec: the confirm-close page's heading and lead-in. */
  title: '確定要關閉報價嗎？',
  lead: '沒看過報價就裝修，小心遇到這些陷阱：',
} as const;
