/**
 * zh-TW messages of the basic-quote popup (form rules, labels, records; the confirm-close page
 * has confirm-close.ts, as its page is a chunk of its own);
 * re-exported by zh-TW.ts, the catalogue.
 */

/** Basic-quote form rules (docs/spec/quotes.md#validation). */
export const basicQuoteMessages = {
  sizeRequired: '請輸入房屋坪數',
  sizeInvalid: '請輸入正確的房屋坪數',
  mobileRequired: '請輸入行動電話',
  mobileInvalid: '請輸入正確的行動電話',
  /** Not quoted by the spec: the region is a picker, so only the server can see these. */
  regionRequired: '請選擇地區',
  regionInvalid: '請選擇正確的地區',
} as const;

/** Not quoted by the spec: the basic-quote popup's title, labels and records. */
export const basicFormMessages = {
  title: '免費獲取裝修報價',
  regionLabel: '所在地區',
  sizeLabel: '房屋坪數',
  sizeUnit: '坪',
  mobileLabel: '行動電話',
  /** `{count}` is the number of owners who got a quote today. */
  todayCount: '今日已有 {count} 位屋主獲取報價',
  recordsLabel: '最新報價紀錄',
  /** `{time}`, `{region}` and `{size}` come from a recent record. */
  record: '{time} {region} {size} 屋主已獲取報價',
} as const;

/** Relative times of the recent quote records (docs/spec/quotes.md#errors). */
export const timeMessages = {
  justNow: '剛才',
  /** Not quoted by the spec: relative times after 剛才; `{n}` is the count. */
  minutesAgo: '{n}分鐘前',
  hoursAgo: '{n}小時前',
  daysAgo: '{n}天前',
} as const;
