/**
 * zh-TW messages of the login, bind and clue popups; re-exported by zh-TW.ts, the catalogue.
 */

/** The login, bind and clue popups (docs/spec/platform.md#routes-and-overlays, docs/spec/session.md#states, docs/spec/session.md#validation); their consent popup is `consentMessages`. */
export const loginMessages = {
  mobileRequired: '請輸入行動電話',
  mobileInvalid: '請輸入正確的行動電話',
  codeRequired: '請輸入驗證碼',
  codeInvalid: '請輸入正確的驗證碼',
  sendCodeNeedsMobile: '請先輸入行動電話',
  sendCodeIdle: '發送驗證碼',
  /** Countdown label; `{n}` is the seconds left. */
  sendCodeCounting: '{n}s 重發',
  sendCodeAgain: '重發',
  /** While the browser answers the server's proof-of-work challenge before the code is sent. */
  checking: '安全確認中…',
  /** Not quoted by the spec: the login popup's title, description and submit label per status. */
  titles: { default: '手機號碼登入', bind: '綁定手機號碼', clue: '授權手機號碼' },
  descriptions: {
    default: '未註冊的手機號碼驗證後將自動建立帳號',
    bind: '為了帳號安全，請先綁定手機號碼',
    clue: '授權後，我們將以此號碼為您提供裝修服務',
  },
  submit: { default: '登入', bind: '綁定', clue: '確認授權' },
  mobileLabel: '行動電話',
  codeLabel: '驗證碼',
} as const;
