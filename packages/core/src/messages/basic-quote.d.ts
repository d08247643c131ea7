/**
 * zh-TW messages of the basic-quote popup (form rules, labels, records; the confirm-close page
 * has confirm-close.ts, as its page is a chunk of its own);
 * re-exported by zh-TW.ts, the catalogue.
 */
/** Basic-quote form rules (doc 2 §5). */
export declare const basicQuoteMessages: {
  readonly sizeRequired: '請輸入房屋坪數';
  readonly sizeInvalid: '請輸入正確的房屋坪數';
  readonly mobileRequired: '請輸入行動電話';
  readonly mobileInvalid: '請輸入正確的行動電話';
  /** Not quoted by the spec: the region is a picker, so only the server can see these. */
  readonly regionRequired: '請選擇地區';
  readonly regionInvalid: '請選擇正確的地區';
};
/** Not quoted by the spec: the basic-quote popup's title, labels and records. */
export declare const basicFormMessages: {
  readonly title: '免費獲取裝修報價';
  readonly regionLabel: '所在地區';
  readonly sizeLabel: '房屋坪數';
  readonly sizeUnit: '坪';
  readonly mobileLabel: '行動電話';
  readonly terms: '我已閱讀並同意服務條款及隱私權聲明';
  /** `{count}` is the number of owners who got a quote today. */
  readonly todayCount: '今日已有 {count} 位屋主獲取報價';
  readonly recordsLabel: '最新報價紀錄';
  /** `{time}`, `{region}` and `{size}` come from a recent record. */
  readonly record: '{time} {region} {size} 屋主已獲取報價';
};
/** Relative times of the recent quote records (doc 2 §8). */
export declare const timeMessages: {
  readonly justNow: '剛才';
  /** Not quoted by the spec: relative times after 剛才; `{n}` is the count. */
  readonly minutesAgo: '{n}分鐘前';
  readonly hoursAgo: '{n}小時前';
  readonly daysAgo: '{n}天前';
};
//# sourceMappingURL=basic-quote.d.ts.map
