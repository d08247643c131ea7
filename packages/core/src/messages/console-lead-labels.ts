/**
 * zh-TW names of the lead inbox's coded values and saved views (docs/spec/console.md#lead-inbox):
 * what the console's list and drawer and the CSV export call a module, a source type, a lead
 * filed on the site itself, a value never recorded. Re-exported by zh-TW.ts, the catalogue; read
 * through `console/leads/lead-labels.ts`, which also names kinds, statuses, regions, partners and
 * the site's fixed landing pages by the catalogue's own names for them.
 */
export const leadLabelMessages = {
  /** A value the lead did not record (the drawer and the CSV say so rather than leave a blank). */
  notRecorded: '未記錄',
  /** The partner of a lead filed on the site itself (it carries no partner key). */
  ownSite: '自家網站',
  /** A module that is one of the console's landing pages (or a fixed one); `{title}` is its title. */
  landingModule: '活動頁「{title}」',
  /** The modules the site's own pages send, by code (a partner's own module is shown as it typed it). */
  modules: {
    home_hero: '首頁主視覺',
    home_quote_entry: '首頁報價區塊',
    work_detail: '作品頁',
    work_detail_auto_popbox: '作品頁自動彈出視窗',
    company_detail: '設計公司頁',
    article_detail: '文章頁',
    article_detail_auto_popbox: '文章頁自動彈出視窗',
    article_list: '文章列表',
    shorts: '短影音頁',
    style_test_result: '風格測試結果頁',
    renovo_quote_widget: '報價元件（未設定模組）',
    'community-valuation': '社區估價元件（未設定模組）',
  } as Readonly<Record<string, string>>,
  /** What a lead was filed about (a quote's type, a clue's source type), by code. */
  sourceTypes: {
    generic: '一般',
    quote: '報價',
    work: '作品',
    article: '文章',
    short: '短影音',
    company: '設計公司',
    style_test: '風格測試',
    collect: '收藏',
  } as Readonly<Record<string, string>>,
  /** The inbox's saved views (`mine` is the assignee filter's own option, `consoleMessages.leads.mine`). */
  views: {
    /** The group of view buttons, for screen readers. */
    label: '常用檢視',
    all: '所有名單',
    today: '今天的新線索',
    callback: '待回電',
    /** What each view holds, under the buttons. */
    hints: {
      all: '每一筆名單，最新的在最上面',
      today: '今天（台灣時間 0 點起）進來的名單',
      callback: '狀態還是「新名單」、還沒有人聯絡的名單',
      mine: '負責人是你的名單',
    },
  },
  /** The drawer's and the CSV's names of what a lead records. */
  facts: {
    size: '坪數',
    layout: '格局',
    community: '社區',
    module: '模組',
    sourceType: '來源類型',
    path: '頁面路徑',
    utmSource: 'UTM 來源（utm_source）',
    utmMedium: 'UTM 媒介（utm_medium）',
    utmCampaign: 'UTM 活動（utm_campaign）',
    utmContent: 'UTM 內容（utm_content）',
  },
} as const;
