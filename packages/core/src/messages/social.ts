/**
 * Not quoted by the spec (docs/spec/platform.md#product "or by a social login"): the social sign-in buttons
 * of the /login page and the messages of a sign-in that did not finish. `{provider}` is the
 * provider's display name.
 */

/** The providers' names as their own brand guidelines write them. */
export const SOCIAL_PROVIDER_NAMES = {
  line: 'LINE',
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
} as const;

/** The social sign-in wording. */
export const socialMessages = {
  /** Heading of the group of buttons. */
  heading: '或使用社群帳號登入',
  /** A button's label. */
  signInWith: '使用 {provider} 登入',
  /** Why a sign-in came back to /login, by the `social_error` the server's callback names. */
  errors: {
    /** A forged, missing, expired or already used `state`: the sign-in cannot be trusted. */
    state: '登入連結已失效或無法確認來源，請重新登入',
    /** The visitor cancelled at the provider. */
    denied: '已取消 {provider} 登入',
    /** The provider's answer failed a check (a used code, another issuer, a wrong nonce). */
    failed: '{provider} 登入驗證失敗，請重新登入',
    /** The provider could not be reached or described itself wrongly. */
    unavailable: '暫時無法連線至 {provider}，請稍後再試或使用行動電話驗證碼登入',
    /** This provider account is already linked to another member. */
    taken: '此 {provider} 帳號已綁定其他會員',
  },
} as const;

/** A `social_error` value the callback sends back to /login. */
export type SocialErrorKind = keyof typeof socialMessages.errors;
