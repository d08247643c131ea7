/** Which client a user agent is (doc 1 §7 header "client type": mobile or web). */
import type { ClientType } from '@renovo/core';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** `mobile` for phones and tablets, else `web`. */
export function clientTypeOf(userAgent: string | null | undefined): ClientType {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'web';
}
