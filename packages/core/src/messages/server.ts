/**
 * zh-TW wording of the server's own answers (the spec quotes none for most): the API's errors
 * (`SERVER_MESSAGES` in packages/api). They live in core's one catalogue under one name each: a
 * message the browser also shows (a wrong sign-in code, an unknown region, …) is answered with its
 * own area's key, never given a second name here.
 */

/** The API's own errors and answers; `{name}` placeholders are filled by the server. */
export const serverMessages = {
  badJson: '請求格式錯誤，請確認內容為正確的 JSON',
  invalidParams: '請求參數不正確',
  invalidField: '請求參數不正確：{field}',
  tooLarge: '請求內容過大',
  unauthorized: '請先登入',
  forbidden: '您沒有權限執行此操作',
  foreignOrigin: '請求來源不是本站，請重新整理頁面後再試',
  notFound: '找不到您要的資源',
  routeNotFound: '找不到此路徑：{path}',
  methodNotAllowed: '不支援此請求方法',
  internal: '伺服器發生錯誤，請稍後再試（請求編號 {requestId}）',
  unavailable: '服務暫時無法使用，請稍後再試',
  smsTooSoon: '發送太頻繁，請於 {seconds} 秒後再試',
  smsTooMany: '今日驗證碼發送次數已達上限，請明天再試',
  smsHourly: '驗證碼發送次數過多，請稍後再試',
  smsIpLimit: '此網路發送驗證碼次數過多，請稍後再試',
  smsBudget: '簡訊服務今日已達發送上限，請稍後再試',
  smsChallenge: '為確認不是自動程式，請稍候再發送驗證碼',
  smsSent: '驗證碼已發送',
  smsGatewayFailed: '簡訊發送失敗，請稍後再試',
  privacyTooMany: '個人資料請求次數過多，請稍後再試',
  codeTriesTooMany: '此網路輸入驗證碼次數過多，請稍後再試',
  privacyMarketingWithdrawn: '已停止以您的手機號碼行銷',
  loggedOut: '已登出',
  mobileTaken: '此行動電話已綁定其他帳號',
  socialNotConfigured: '尚未開通 {provider} 社群帳號登入，請使用行動電話驗證碼登入',
  idempotencyMismatch: '此 Idempotency-Key 已用於內容不同的請求',
  idempotencyInProgress: '相同的請求正在處理中，請稍後再試',
  idempotencyInvalid: 'Idempotency-Key 格式不正確（1 到 255 個可見字元）',
  keywordRequired: '請輸入社區名稱',
  keywordTooLong: '社區名稱最多 20 個字',
  communityNotFound: '找不到此社區',
  quoteNotFound: '找不到此報價單',
  /** The pricing's own checks: `{max}` is the largest size, `{room}` a room kind, `{maxRooms}` its largest count. */
  sizeOutOfRange: '請輸入正確的房屋坪數：須大於 0 且不超過 {max} 坪',
  sizeTooSmall: '請輸入正確的房屋坪數：至少 0.01 坪',
  layoutInvalid: '請提供正確的房屋格局',
  layoutRoomCount: '房屋格局的{room}數須為 0 到 {maxRooms} 的整數',
  /** The SMS that carries a sign-in code: `{code}`. */
  smsCode: '【Renovo】您的驗證碼為 {code}，5 分鐘內有效，請勿將驗證碼告訴他人。',
  /** A member's name until they set one: `{suffix}` is the end of the mobile or the id. */
  memberName: '會員{suffix}',
  /** A member signed in through a social provider that gave no name: `{provider}`. */
  socialMemberName: '{provider} 會員',
  favouriteTypeInvalid: '收藏類型須為 work、article、article_title 或 article_qa',
  /** A company page's title and keywords as the SEO lookup answers them: `{name}`, `{site}`. */
  companySeoTitle: '{name}｜評價與作品｜{site}',
  companySeoKeywords: ['室內設計', '評價'],
  /** The authenticator app's label of a staff account's second factor. */
  totpIssuer: 'Renovo 裝修好家後台',
  /** The title of the console's element preview page. */
  previewTitle: '預覽',
  levelInvalid: '裝修等級須為 1（簡裝）、2（精裝）或 3（豪裝）',
  ok: '成功',
} as const;
