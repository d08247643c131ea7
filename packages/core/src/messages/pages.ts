/** The login page and the quote pages of the host site. */

/** Not quoted by the spec: the login pages (/login, /login/bind, /user-login). */
export const loginPageMessages = {
  loginTitle: '登入 / 註冊',
  loginLead: '用手機號碼與簡訊驗證碼登入，未註冊的號碼會自動建立帳號。',
  bindTitle: '綁定手機號碼',
  bindLead: '綁定手機號碼後，即可收藏作品、領取報價並接收設計公司的聯繫。',
  userTitle: '會員中心登入',
  userLead: '登入會員中心，管理您收藏的作品與文章。',
  benefitsTitle: '登入後您可以',
  benefits: ['收藏喜歡的作品與文章，隨時回來看', '免費領取裝修報價清單', '與設計公司聯繫，比較報價與評價'],
  /** The sample works under the form (docs/spec/platform.md#limits: by region, 0 means all); `{region}` is its name. */
  samplesTitle: '{region}的裝修作品',
  samplesAll: '全台裝修作品',
} as const;

/** Not quoted by the spec: the quote form page, the quote entries and the two result pages. */
export const quotePageMessages = {
  title: '免費裝修報價',
  description: '輸入地區、坪數與手機，3 分鐘免費拿到簡裝、精裝、豪裝三種裝修預算清單。',
  heading: '免費獲取裝修報價單',
  lead: '輸入房屋所在地區與坪數，立即拿到依實際行情試算的裝修報價清單，裝修前先掌握預算。',
  stepsTitle: '三步驟拿到報價',
  steps: ['選擇房屋所在地區', '填寫房屋坪數與手機號碼', '立即查看三種等級的報價清單'],
  communityTitle: '知道社區名稱？',
  communityLead: '選擇您的社區，自動帶入格局與坪數，報價更精準。',
  whyTitle: '為什麼裝修前要先看報價？',
  entryTitle: '3 分鐘拿到裝修報價',
  entryLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算',
  resultTitle: '裝修報價清單',
  resultDescription: '依您的地區、坪數與格局試算的簡裝、精裝、豪裝裝修報價清單。',
  basicResultTitle: '您的裝修報價清單',
  basicResultLead: '以下是依您填寫的地區與坪數試算的三種裝修等級預算，點選等級可查看明細。',
  communityResultTitle: '您的社區裝修報價清單',
  communityResultLead: '以下是依您社區的格局與坪數試算的三種裝修等級預算，點選等級可查看明細。',
  summaryLabel: '報價條件',
  regionLabel: '地區',
  sizeLabel: '坪數',
  layoutLabel: '格局',
  communityLabel: '社區',
  createdLabel: '試算時間',
  levelsHeading: '三種裝修等級總價',
  /** `{amount}` is an amount in 萬. */
  about: '約 {amount}',
  designPart: '設計與施工',
  furniturePart: '家具與家電',
  detailHeading: '報價明細',
  disclaimer: '報價依市場行情試算，實際價格以設計公司丈量後的報價為準。',
  nextHeading: '下一步',
  nextCompanies: '找設計公司',
  nextWorks: '看同坪數作品',
  again: '重新試算',
} as const;
