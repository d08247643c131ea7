/**
 * The staff console API's own answers (issue 16 §2–4): sign-in, lockout, roles, staff accounts,
 * partners. One generic message for every wrong credential, so no answer tells whether an
 * email has an account.
 */
export const consoleApiMessages = {
  signInFailed: '電子郵件、密碼或驗證碼不正確',
  locked: '登入失敗次數過多，帳號已暫時鎖定，請於 {minutes} 分鐘後再試',
  tooManyFromAddress: '此網路登入嘗試次數過多，請稍後再試',
  signedIn: '已登入',
  signedOut: '已登出',
  notSignedIn: '請先登入後台',
  sessionExpired: '登入已逾時，請重新登入',
  forbidden: '您的角色沒有權限執行此操作',
  foreignOrigin: '請求來源不是本站，請重新整理頁面後再試',
  staffExists: '此電子郵件已有後台帳號',
  staffNotFound: '找不到此後台帳號',
  lastAdmin: '不能停用或降級最後一位管理員',
  notYourself: '不能停用自己或變更自己的角色',
  passwordTooShort: '密碼至少需 12 個字元',
  emailInvalid: '請輸入正確的電子郵件',
  partnerNotFound: '找不到此合作夥伴',
  partnerNameRequired: '請輸入合作夥伴名稱',
  originInvalid: '來源網址格式不正確：{origin}（須為 https://網域[:連接埠]，不可含路徑或萬用字元）',
  originsRequired: '請至少填入一個允許的來源網址',
  originsTooMany: '允許的來源網址最多 {max} 個',
  keyRotated: '已更換合作夥伴金鑰，舊金鑰立即失效',
} as const;
