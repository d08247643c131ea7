/** Which client a user agent is (docs/spec/platform.md#calls header "client type": mobile or web). */
import type { ClientType } from '@renovo/core';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** `mobile` for phones and tablets, else `web`. */
export function clientTypeOf(userAgent: string | null | undefined): ClientType {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'web';
}
