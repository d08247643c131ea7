/**
 * zh-TW messages of what the basic and the community quote popups share; re-exported by zh-TW.ts,
 * the catalogue.
 */

/** The quote popups: what the basic and the community popup share (doc 2 §2, §5). */
export const quoteMessages = {
  submitSuccess: '送出成功',
  submitFailure: '送出失敗，請稍後重試',
  basicButton: '免費獲取裝修報價單',
  communityButton: '一鍵領取報價清單',
  tickHint: '請勾選',
  close: '關閉',
} as const;
