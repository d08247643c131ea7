/**
 * zh-TW words of the console's attribution screen (docs/spec/console.md#attribution) and of the
 * comparisons the console's figures make with the period before (also the overview's). The
 * screen's older labels (title, groups, funnel steps) are `consoleMessages.attribution`.
 */

/** A figure against the period before. `{n}` is a percentage. */
export const consoleComparisonMessages = {
  up: '增加 {n}%',
  down: '減少 {n}%',
  same: '持平',
  /** The period before counted nothing: no percentage. */
  fromNothing: '本期新增',
};

/** The attribution screen. */
export const consoleAttributionMessages = {
  /** The partner filter's choice that filters nothing. */
  allPartners: '所有合作夥伴',
  /** The group of the site's own leads (no partner key). */
  ownSite: '本站（非合作夥伴）',
  /** The last series of a chart: the groups beyond the first few, folded into one. `{n}` groups. */
  others: '其他 {n} 項',
  quickRanges: '快速選擇期間',
  lastDays: '最近 {n} 天',
  /** The range in words: `{from}`–`{to}`, `{n}` days. */
  range: '{from} 至 {to}，共 {n} 天',
  /** The previous period in words. */
  previousRange: '前一期間：{from} 至 {to}',
  summary: '摘要',
  leadsInRange: '名單',
  overall: '整體轉換率',
  overallHint: '已驗證名單 ÷ 曝光',
  previous: '前一期間',
  share: '占比',
  byGroup: '各{group}名單數',
  group: '項目',
  step: '步驟',
  stepRate: '較上一步',
  ofExposure: '占曝光',
  /** Under the funnel's table. */
  submitNote:
    '「送出」是這段期間建立的所有名單（與名單列表相同），包含沒有回報曝光的入口，所以比率可能超過 100%。',
  noExposure: '這段期間沒有收到報價表單的曝光事件，因此無法計算曝光之後的轉換率。',
  emptyLeads: '這段期間沒有名單。',
  emptyLeadsHelp: '可以拉長日期範圍或改選其他合作夥伴；若一直沒有名單，請確認報價表單已放上網頁：',
  emptyFunnel: '這段期間沒有曝光，也沒有名單。',
  emptyFunnelHelp:
    '曝光與開啟由網頁上的報價表單回報：把嵌入碼放上網頁，或發布含報價表單的活動頁，有人看到表單後這裡就會有數字。',
  toEmbed: '到嵌入產生器取得嵌入碼',
  toLanding: '建立活動頁',
};
