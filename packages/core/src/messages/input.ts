/**
 * zh-TW messages of malformed input and of the lead routes' guards; re-exported by
 * zh-TW.ts, the catalogue. Not quoted by the spec.
 */

/** Input the server refuses before it reaches the database, and the lead guards. */
export const inputMessages = {
  /** A text field holding NUL, another control character or a lone surrogate. */
  textInvalid: '內容含有無法處理的字元，請重新輸入',
  /** A text field longer than its limit. */
  textTooLong: '內容過長，請縮短後再試',
  /** An id that is not a positive whole number within range. */
  idInvalid: '請提供正確的編號',
  /** A whole number outside its range. */
  numberInvalid: '數值超出可接受的範圍',
  /** A lead route called with a body that is not JSON (415). */
  jsonOnly: '請以 JSON 格式（Content-Type: application/json）送出',
  /** A lead route called from a page whose origin is not allowed (403). */
  originForbidden: '此網站未獲授權送出資料',
  /** Too many leads from one address (429). */
  leadTooManyFromAddress: '此網路送出次數過多，請稍後再試',
  /** Too many leads for one mobile (429). */
  leadTooManyForMobile: '此行動電話送出次數過多，請稍後再試',
  /** The consent notice version sent with a lead is missing or unknown (422). */
  noticeVersionInvalid: '服務條款已更新，請重新整理頁面後再送出',
} as const;
