/** @jsxImportSource preact */
import { consentMessages } from '@renovo/core';
import { mainSiteUrl } from '../internal/runtime.ts';
import { MOBILE_QUERY, useMediaQuery } from './media.ts';

/** The four statements of the consent popup and their paths on the main site. */
const STATEMENT_PATHS = {
  terms: '/terms',
  privacy: '/privacy',
  service: '/service',
  disclaimer: '/disclaimer',
} as const;

/** One statement's key. */
export type StatementKey = keyof typeof STATEMENT_PATHS;

/**
 * Links to the statements on the main site (docs/spec/platform.md#routes-and-overlays consent popup): same
 * tab on mobile, a new
 * tab with rel=noopener on desktop.
 */
export function StatementLinks({ keys }: { keys: readonly StatementKey[] }) {
  const sameTab = useMediaQuery(MOBILE_QUERY);
  return (
    <>
      {keys.map((key) => (
        <a
          key={key}
          part="statement-link"
          class="statement-link"
          href={mainSiteUrl(STATEMENT_PATHS[key])}
          target={sameTab ? undefined : '_blank'}
          rel={sameTab ? undefined : 'noopener'}
        >
          《{consentMessages.consentLinks[key]}》
        </a>
      ))}
    </>
  );
}
