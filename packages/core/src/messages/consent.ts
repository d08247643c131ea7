/**
 * zh-TW messages of the consent popup and the forms that ask to accept the terms; re-exported
 * by zh-TW.ts, the catalogue.
 */

/** Consent (docs/spec/platform.md#routes-and-overlays consent popup), also used by the forms that ask to accept the terms. */
export const consentMessages = {
  consentTitle: '我已閱讀並同意',
  consentAgree: '同意授權',
  consentLinks: {
    terms: '服務條款',
    privacy: '隱私權聲明',
    service: '服務說明',
    disclaimer: '免責聲明',
  },
  /** Between the quote popups' two links: 我已閱讀並同意服務條款及隱私權聲明. */
  consentAnd: '及',
  /** The consent popup's line above its four links. */
  consentPrompt: '請閱讀並同意以下條款後繼續',
} as const;
