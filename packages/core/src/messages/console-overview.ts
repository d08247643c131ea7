/**
 * zh-TW words of the console's overview, its home screen (docs/spec/console.md#overview). Its
 * title and the welcome lines are `consoleMessages.home`; the comparisons' words
 * `consoleComparisonMessages`.
 */
export const consoleOverviewMessages = {
  /** When the figures were counted, and which day and week they are. */
  asOf: '{time} 更新（台北時間）· 今天 {today} · 本週自 {week}（週一）起',
  refresh: '重新整理',
  leadsHeading: '名單',
  weekLeads: '本週新名單',
  vsYesterday: '昨日同時段 {n} 筆',
  vsLastWeek: '上週同時段 {n} 筆',
  count: '{n} 筆',
  waiting: '逾 24 小時未回電',
  waitingHint: '狀態仍是「新名單」且建立已超過 24 小時（我們向屋主承諾 24 小時內來電）。',
  waitingNone: '沒有逾時未回電的名單。',
  waitingOldest: '最久已等 {hours} 小時',
  waitingOldestDays: '最久已等 {days} 天',
  waitingLink: '查看這 {n} 筆名單',
  todayLink: '查看今日名單',
  conversionHeading: '成效',
  conversion: '本週轉換率',
  conversionHint: '已驗證名單 ÷ 報價表單曝光',
  vsLastWeekRate: '上週同時段 {rate}',
  conversionNone: '本週尚未收到曝光事件。',
  toAttribution: '查看成效分析',
  moderationHeading: '待審核',
  pendingReviews: '待審核評價',
  pendingReplies: '另有 {n} 筆公司回覆待審核',
  toReviews: '前往評價審核',
  /** A role none of whose permissions has a figure here. */
  nothingForRole: '你的角色在總覽沒有可顯示的數字，請從選單開啟工作頁面。',
};
