/**
 * zh-TW messages of what the basic and the community quote popups share; re-exported by zh-TW.ts,
 * the catalogue.
 */

/** The quote popups: what the basic and the community popup share (docs/spec/popups-and-header.md#screens, docs/spec/quotes.md#validation). */
export const quoteMessages = {
  submitSuccess: '送出成功',
  submitFailure: '送出失敗，請稍後重試',
  /** The lead could not be confirmed yet: it is kept and sent again, never reported as failed. */
  submitPending: '網路不穩，資料已保留，將自動重新送出',
  basicButton: '免費獲取裝修報價單',
  communityButton: '一鍵領取報價清單',
  tickHint: '請勾選',
  close: '關閉',
} as const;
