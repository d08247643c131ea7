/**
 * zh-TW messages of the login, bind and clue popups; re-exported by zh-TW.ts, the catalogue.
 */
/** The login, bind and clue popups (doc 1 §2, §4, §5); their consent popup is `consentMessages`. */
export declare const loginMessages: {
  readonly mobileRequired: '請輸入行動電話';
  readonly mobileInvalid: '請輸入正確的行動電話';
  readonly codeRequired: '請輸入驗證碼';
  readonly codeInvalid: '請輸入正確的驗證碼';
  readonly sendCodeNeedsMobile: '請先輸入行動電話';
  readonly sendCodeIdle: '發送驗證碼';
  /** Countdown label; `{n}` is the seconds left. */
  readonly sendCodeCounting: '{n}s 重發';
  readonly sendCodeAgain: '重發';
  readonly openInApp: '請前往 App 繼續操作';
  /** Not quoted by the spec: the login popup's title, description and submit label per status. */
  readonly titles: {
    readonly default: '手機號碼登入';
    readonly bind: '綁定手機號碼';
    readonly clue: '授權手機號碼';
  };
  readonly descriptions: {
    readonly default: '未註冊的手機號碼驗證後將自動建立帳號';
    readonly bind: '為了帳號安全，請先綁定手機號碼';
    readonly clue: '授權後，我們將以此號碼為您提供裝修服務';
  };
  readonly submit: {
    readonly default: '登入';
    readonly bind: '綁定';
    readonly clue: '確認授權';
  };
  readonly mobileLabel: '行動電話';
  readonly codeLabel: '驗證碼';
};
//# sourceMappingURL=login.d.ts.map
