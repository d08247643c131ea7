/**
 * Privacy copy (個人資料保護法): the notice of Art. 8 on /privacy and the /privacy/my-data page
 * where a person sees, downloads and erases their data and refuses marketing (Art. 3, 11, 20).
 */

/** The /privacy/my-data page. */
export const myDataMessages = {
  title: '我的個人資料',
  summary: '以手機簡訊驗證後，查看、下載或刪除您在 Renovo 裝修好家的個人資料，或拒絕行銷。',
  intro:
    '請輸入您留下的手機號碼並完成簡訊驗證。每組驗證碼只能使用一次：查看資料、刪除資料與拒絕行銷各需一組新的驗證碼。',
  mobileLabel: '手機號碼',
  codeLabel: '簡訊驗證碼',
  sendCode: '取得驗證碼',
  resend: '{seconds} 秒後可重新發送',
  codeSent: '驗證碼已發送，請查看簡訊',
  actionsHeading: '您要做什麼？',
  view: '查看我的資料',
  erase: '刪除我的資料',
  withdraw: '拒絕行銷',
  download: '下載 JSON 檔',
  working: '處理中…',
  eraseConfirm:
    '確定要刪除嗎？您的帳號、收藏、評價與登入紀錄將被刪除；已提供給設計公司的報價與諮詢紀錄將移除手機號碼等個人資料，此動作無法復原。',
  erased: '已刪除您的個人資料',
  erasedDetail:
    '帳號 {account} 筆、報價 {quotes} 筆、諮詢與預約 {clues} 筆、同意紀錄 {consents} 筆、收藏 {favourites} 筆、評價 {reviews} 筆已處理。',
  withdrawn: '已為您停止行銷用途，我們不會再以此手機號碼向您行銷。',
  resultHeading: '您的資料',
  counts:
    '帳號 {account} 筆、報價 {quotes} 筆、諮詢與預約 {clues} 筆、同意紀錄 {consents} 筆、收藏 {favourites} 筆、評價 {reviews} 筆、簡訊 {sms} 筆',
  noData: '此手機號碼目前沒有任何資料。',
  marketingWithdrawnYes: '行銷用途：已拒絕',
  marketingWithdrawnNo: '行銷用途：未拒絕',
  failed: '處理失敗，請稍後再試',
  noticeLink: '隱私權聲明',
} as const;

/** The privacy notice of Art. 8 (the /privacy page): the six items, each a heading and its text. */
export const privacyNoticeMessages = {
  // Title, summary and the opening sentence are statementMessages.pages.privacy (zh-TW.ts).
  versionLabel: '聲明版本：{version}',
  items: [
    {
      heading: '一、蒐集者名稱',
      /** `{operator}` and `{registration}`: OPERATOR_NAME and OPERATOR_REGISTRATION_NO. */
      text: '{operator}（統一編號：{registration}），即 Renovo 裝修好家網站、App 及嵌入合作夥伴網站之報價工具的營運者。',
    },
    {
      heading: '二、蒐集之目的',
      text: '提供裝修報價試算與諮詢、媒合設計公司與您聯繫（〇九〇 消費者、客戶管理與服務；〇六九 契約、類似契約或其他法律關係事務）；會員登入與帳號管理（一三五 資（通）訊服務）；統計與服務改善（一五七 調查、統計與研究分析，以去識別化資料為之）；經您同意之行銷（〇四〇 行銷）。',
    },
    {
      heading: '三、個人資料之類別',
      text: 'C001 辨識個人者：手機號碼、簡訊驗證紀錄、IP 位址與瀏覽器資訊；C031 住家及設施：房屋所在地區、坪數、格局與社區；以及您同意授權的時間、聲明版本與來源頁面。',
    },
    {
      heading: '四、個人資料利用之期間、地區、對象及方式',
      text: '期間：蒐集目的存續期間；報價與諮詢紀錄自填寫起 3 年後去識別化（移除手機號碼、IP 位址等），簡訊紀錄、過期驗證碼、登入憑證等依保存期限定期刪除。地區：中華民國境內及本服務主機所在地。對象：本服務；您選擇或為您媒合、與您聯繫的設計公司；以及受本服務委託處理資料的簡訊發送業者與主機服務業者（僅於受託範圍內處理）。方式：以電子文件、電話及簡訊等合於法令的方式處理與利用。',
    },
    {
      heading: '五、您依個資法第 3 條得行使之權利及方式',
      text: '您可請求查詢或閱覽、製給複製本、補充或更正、停止蒐集處理或利用、以及刪除您的個人資料，並可隨時拒絕行銷（個資法第 20 條）。請至「我的個人資料」頁面（/privacy/my-data）以手機簡訊驗證後查看、下載（JSON 檔）、刪除資料或拒絕行銷，或於服務時間來信、來電客服辦理；依個資法第 13 條，我們於 15 日內（查詢、閱覽、製給複製本）或 30 日內（更正、補充、刪除、停止利用）回覆。',
    },
    {
      heading: '六、不提供個人資料之影響',
      text: '您可自由選擇是否提供個人資料；若不提供手機號碼，將無法取得報價試算結果、登入會員或由設計公司與您聯繫，但仍可瀏覽作品與文章。',
    },
  ],
  protection:
    '登入憑證與驗證碼僅以雜湊方式保存，系統紀錄（log）不記錄手機號碼與驗證碼；我們不會出售您的個人資料。',
  myDataLink: '查看、下載或刪除我的個人資料',
} as const;
