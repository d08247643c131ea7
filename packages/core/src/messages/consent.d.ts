/**
 * zh-TW messages of the consent popup and the forms that ask to accept the terms; re-exported
 * by zh-TW.ts, the catalogue.
 */
/** Consent (doc 1 §2 consent popup), also used by the forms that ask to accept the terms. */
export declare const consentMessages: {
  readonly consentTitle: '我已閱讀並同意';
  readonly consentAgree: '同意授權';
  readonly consentLinks: {
    readonly terms: '服務條款';
    readonly privacy: '隱私權聲明';
    readonly service: '服務說明';
    readonly disclaimer: '免責聲明';
  };
  /** The consent popup's line above its four links. */
  readonly consentPrompt: '請閱讀並同意以下條款後繼續';
};
//# sourceMappingURL=consent.d.ts.map
