/** Design companies: the list, a company page, the ranking and recommendations. */

/** Not quoted by the spec: the companies, their ratings and reviews, and the reputation ranking. */
export const companyMessages = {
  listTitle: '設計公司',
  listDescription: '依服務地區與擅長風格，比較設計公司的口碑評價、作品與預算。',
  /** `{region}`: the region chosen in the header, which the list follows. */
  regionFromHeader: '依頁首選擇的地區「{region}」，顯示服務該地區的設計公司。',
  allRegions: '看全部地區',
  /** `{name}` is the company's name. */
  detailTitle: '{name}｜評價與作品',
  rankingTitle: '設計公司口碑排行',
  rankingDescription: '依口碑分數（屋主評價的貝氏平均）排序的設計公司排行榜。',
  /** What the ranking ranks by; `{mean}`, `{weight}` and `{min}` are core's REPUTATION. */
  rankingMethod:
    '依口碑分數排序：口碑分數是站內屋主評價的貝氏平均，等於先加入 {weight} 則 {mean} 分的基準評價再求平均，評價少的公司不會只憑一兩則高分排到前面；因此平均星等略低但評價較多的公司，可能排在前面。至少 {min} 則已發布的屋主評價才列入排行；Google 評價僅供參考，不列入排序。',
  /** `{score}` is the ranking's score (two decimals). */
  reputationScore: '口碑分數 {score}',
  filtersTitle: '篩選條件',
  filters: { region: '地區', style: '風格', score: '評分' },
  sortLabel: '排序',
  sorts: { reputation: '口碑', newest: '最新', works: '作品數' },
  reviewSorts: { newest: '最新', scoreHigh: '評分高到低', scoreLow: '評分低到高' },
  /** `{total}` is the number of companies. */
  total: '共 {total} 家設計公司',
  empty: '沒有符合條件的設計公司',
  clearFilters: '清除篩選條件',
  breadcrumb: '頁面路徑',
  sectionsNav: '公司頁面導覽',
  asideLabel: '諮詢設計公司',
  /** `{name}` is the company's name. */
  quoteLead: '想請{name}報價？留下需求，免費取得裝修報價單。',
  profileTitle: '公司簡介',
  worksTitle: '作品',
  reviewsTitle: '屋主評價',
  googleTitle: 'Google 評價',
  facts: {
    region: '所在地區',
    founded: '成立年份',
    team: '團隊規模',
    price: '常見預算',
    styles: '擅長風格',
    served: '服務地區',
    address: '地址',
    phone: '電話',
    email: '電子郵件',
    website: '網站',
  },
  /** The badge of a company the operator's staff have checked. */
  verified: '已認證',
  verifiedHint: '本平台已查核此公司的登記資料',
  /** `{n}` is the team size. */
  teamSize: '{n} 人',
  /** `{n}` is the number of works. */
  worksCount: '{n} 件作品',
  noWorks: '此公司尚未上傳作品',
  /** `{score}` and `{count}`: average and number of on-site ratings. */
  ratingSummary: '評分 {score}（{count} 則評價）',
  /** `{n}` is the number of ratings. */
  ratingCount: '{n} 則評價',
  noRatings: '尚無屋主評價',
  /** `{score}` is the score out of 5. */
  starsLabel: '5 顆星中的 {score} 顆星',
  /** `{n}` is a number of stars. */
  starN: '{n} 星',
  distribution: '評分分布',
  topLabels: '屋主常提到',
  labels: '評價標籤',
  /** `{n}` is the budget in 萬. */
  budget: '預算 {n} 萬',
  reviewWork: '查看這位屋主的作品',
  /** `{score}` and `{n}`: the Google score and count. */
  googleShort: 'Google {score}（{n} 則）',
  /** `{n}` is the number of Google reviews. */
  googleCount: '{n} 則 Google 評價',
  /** `{shown}` reviews of `{n}` are shown ("203 則" that paged out as 10). */
  googleShown: '顯示 {shown} 則，共 {n} 則 Google 評價',
  noGoogle: '尚無 Google 評價',
  loadFailed: '評價暫時無法載入，請稍後再試',
  /** `{n}` is the place in the ranking. */
  rank: '第 {n} 名',
  onSiteTitle: '屋主站內評價',
  onSiteDescription: '在本站完成裝修的屋主，對設計公司的真實評分與心得。',
  onSiteLink: '看屋主站內評價',
  offSiteTitle: 'Google 評價',
  offSiteDescription: '設計公司在 Google 上的評分與最新評論，與站內評價一起參考。',
  offSiteLink: '看 Google 評價',
  /** `{total}` is the number of reviews. */
  reviewTotal: '共 {total} 則評價',
  noReviews: '沒有符合條件的評價',
} as const;

/** Not quoted by the spec: the ranking boards page. */
export const rankingMessages = {
  title: '排行榜',
  description: '口碑最好的設計公司、作品最多的設計公司與最多人看的作品。',
  reputation: '口碑排行',
  mostWorks: '作品數排行',
  popularWorks: '熱門作品',
  /** `{n}` is the number of views. */
  views: '{n} 次瀏覽',
} as const;

/** Not quoted by the spec: the recommendations page. */
export const recommendationMessages = {
  title: '好物推薦',
  description: '編輯精選的裝修文章、代表作品與口碑設計公司。',
  articles: '編輯精選文章',
} as const;
