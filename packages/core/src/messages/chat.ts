/**
 * zh-TW messages of the chat entry (docs/spec/platform.md#calls: the IM welcome, the decoration robot and the
 * consult request), the campaign countdown (docs/spec/quotes.md#calls configs) and the customised popboxes
 * (docs/spec/platform.md#calls); re-exported by zh-TW.ts, the catalogue. Not quoted by the spec: it lists the
 * calls.
 */

/** The chat entry: the IM welcome and the robot's messages as the API answers them, and a consult. */
export const chatMessages = {
  open: '線上諮詢',
  close: '關閉諮詢',
  /** The panel's label while the welcome title has not come. */
  title: '線上諮詢',
  loading: '連線中…',
  loadFailed: '暫時無法連線，請稍後再試',
  retry: '重新連線',
  /** The heading above the robot's messages. */
  robot: '裝修小幫手',
  /** The result page's entry: the robot's messages about the quote, then the chat. */
  askRobot: '詢問裝修小幫手',
  /** Shown under a question the visitor picked: the consult form follows. */
  consultPrompt: '請留下手機，專人將在客服時間內回覆您。',
  mobileLabel: '行動電話',
  mobilePlaceholder: '請輸入行動電話',
  mobileInvalid: '請輸入正確的行動電話',
  consentRequired: '請勾選同意條款',
  submit: '送出諮詢',
  submitting: '送出中…',
  /** After the consult was filed. */
  submitted: '已收到您的諮詢，專人將盡快與您聯繫。',
  /** The visitor's own choice of question, as a bubble. */
  you: '您',
  /** The robot's first messages and suggested questions (the API's robot init). */
  robotGreeting: [
    '您好！我是裝修小幫手，可以幫您估算預算、推薦風格與設計公司。',
    '請問您的房子大約幾坪？在哪個縣市呢？',
  ],
  robotSuggestions: ['30 坪裝修要多少錢？', '推薦北歐風作品', '幫我找設計公司'],
  /** The IM welcome: `{hours}` is the service hours. */
  welcome: ['您好，歡迎來到 Renovo！', '客服時間：{hours}，留下問題我們會盡快回覆您。'],
  welcomeReplies: ['我想要免費估價', '推薦設計公司', '如何評價設計公司？'],
  /** The IM nickname of a member or a guest who gave none. */
  memberNickname: '會員',
  guestNickname: '訪客',
  /** The robot's messages about a submitted quote: `{region}`, `{size}`, `{level}`, `{wan}`. */
  robotQuoteReceived: '您好！已收到您在{region}、{size}的裝修報價需求。',
  robotQuoteEstimate: '依{level}行情初估總價約 {wan} 萬元，實際費用以設計師現場丈量為準。',
  robotQuoteFollowUp: '專屬顧問將於 24 小時內以電話與您聯繫，為您媒合合適的設計公司。',
} as const;

/** The campaign countdown (docs/spec/quotes.md#calls: show_coupon and the end time of mid_year_celebration_2507). */
export const campaignMessages = {
  /** `{time}` is the time left: `{d} 天 {hh}:{mm}:{ss}` or `{hh}:{mm}:{ss}`. */
  coupon: '年中慶優惠券限時領取，倒數 {time}',
  days: '{d} 天 ',
  claim: '立即領取',
} as const;

/** A customised popbox (docs/spec/platform.md#calls GET /api/popboxs/customize): its title, picture and link. */
export const popboxMessages = {
  go: '立即前往',
  close: '關閉推薦',
} as const;
