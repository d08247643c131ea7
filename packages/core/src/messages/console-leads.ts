/**
 * zh-TW messages of the console's lead inbox, attribution and the first-party analytics
 * collection (docs/spec/console.md#lead-inbox, docs/spec/console.md#attribution); re-exported by zh-TW.ts,
 * the catalogue. Not quoted by the spec.
 */

/** Lead inbox and attribution answers. */
export const consoleLeadMessages = {
  /** A list cursor that this server did not hand out (422). */
  cursorInvalid: '分頁游標無效，請重新整理列表',
  /** A date that is neither YYYY-MM-DD nor an ISO time (422). */
  dateInvalid: '請輸入正確的日期',
  /** A range whose end is before its start, or longer than allowed (422). */
  rangeInvalid: '日期區間不正確',
  /** A mobile search that is not 3 to 10 digits (422). */
  mobileSearchInvalid: '請輸入行動電話末 3 碼以上的數字',
  /** A role that sees mobiles masked searched by part of a number (422). */
  mobileSearchWhole: '請輸入完整的 10 碼手機號碼',
  /** Too many mobile searches by one staff account (429); `{minutes}` until the next. */
  mobileSearchTooMany: '手機號碼查詢次數過多，請於 {minutes} 分鐘後再試',
  /** The lead does not exist (404). */
  leadNotFound: '找不到這筆名單',
  /** A status change the workflow does not allow (409); `{from}` and `{to}` are statuses. */
  statusNotAllowed: '名單狀態無法由「{from}」改為「{to}」',
  /** The assignee is not an active staff account (422). */
  assigneeInvalid: '指派對象不是有效的員工帳號',
  /** A note that is empty or too long (422). */
  noteInvalid: '請輸入 1 至 2000 字的備註',
  /** The CSV's last line when the list was longer than one export holds; `{n}` is the limit. */
  csvTruncated: '僅匯出前 {n} 筆，請縮小篩選範圍後再匯出',
  /** Names of the statuses. */
  statusNew: '新名單',
  statusContacted: '已聯繫',
  statusMatched: '已媒合',
  statusClosed: '已結案',
  statusInvalid: '無效',
  statusSpam: '垃圾名單',
} as const;

/**
 * The CSV export's own column headings (Excel in Taiwan opens the file as UTF-8 with a BOM); the
 * facts it shares with the drawer are named by `leadLabelMessages.facts`. A coded value has a
 * column of its zh-TW name and one of its code (…代碼) for tools; `{offset}` is Taiwan's UTC offset.
 */
export const leadCsvHeadings = {
  kind: '類型',
  kindCode: '類型代碼',
  id: '編號',
  createdAt: '建立時間 (UTC{offset})',
  status: '狀態',
  statusCode: '狀態代碼',
  mobile: '行動電話',
  verified: '已驗證',
  needsReview: '待審核',
  partner: '合作夥伴',
  partnerCode: '合作夥伴代碼',
  module: '模組',
  moduleCode: '模組代碼',
  sourceTypeCode: '來源類型代碼',
  page: '頁面',
  region: '地區',
  regionCode: '地區代碼',
  communityCode: '社區代碼',
  assignee: '負責人',
  assigneeCode: '負責人編號',
  updatedAt: '最後更新 (UTC{offset})',
} as const;

/** The first-party analytics collection (`POST /api/events`). */
export const eventMessages = {
  /** Too many batches from one address (429). */
  tooMany: '事件傳送過於頻繁，請稍後再試',
  /** A page whose origin may not send events (403). */
  originForbidden: '此網站未獲授權傳送事件',
} as const;
