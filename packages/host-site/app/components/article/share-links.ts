/** Where each share type sends the article's address (docs/spec/quotes.md#calls shares: copy_link, facebook, line). */
import type { ShareType } from '@renovo/core';

/** The share types in the menu's order. */
export const SHARE_TYPES: readonly ShareType[] = ['copy_link', 'facebook', 'line'];

/** The sharer URL of a network, or null for copy_link. */
export function shareUrl(type: ShareType, pageUrl: string): string | null {
  const url = encodeURIComponent(pageUrl);
  if (type === 'facebook') return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  if (type === 'line') return `https://social-plugins.line.me/lineit/share?url=${url}`;
  return null;
}
