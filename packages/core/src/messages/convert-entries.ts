/**
 * The article page's convert entries (docs/spec/quotes.md#limits: two picked at random from a list), apart
 * from
 * the catalogue's main file so the list that reads them does not pull that file in first.
 */

/** Not quoted by the spec: the article page's convert entries (docs/spec/quotes.md#limits: two at random). */
export const convertEntryMessages = {
  heading: '下一步，讓裝修更順利',
  quote: {
    title: '免費裝修估價',
    lead: '輸入坪數與地區，3 分鐘拿到三種等級的報價清單。',
    action: '立即估價',
  },
  styleTest: { title: '裝修風格測驗', lead: '回答幾個問題，找出最適合您的居家風格。', action: '開始測驗' },
  company: { title: '找設計公司', lead: '依地區與風格比較設計公司的作品與評價。', action: '找公司' },
  reputation: { title: '口碑排行榜', lead: '看看屋主評價最高的設計公司。', action: '看排行' },
  works: { title: '精選裝修作品', lead: '從真實案例找靈感，收藏喜歡的設計。', action: '看作品' },
  openBox: { title: '新屋開箱', lead: '跟著屋主走進完工後的家。', action: '看開箱' },
} as const;
