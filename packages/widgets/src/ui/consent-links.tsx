/** @jsxImportSource preact */
import { consentMessages } from '@renovo/core';
import { mainSiteUrl } from '../internal/runtime.ts';

/**
 * The quote popups' consent links (issue 17): 《服務條款》《隱私權聲明》 on the main site, always
 * in a new tab (rel=noopener) so the half-filled form stays where it is. Outside the checkbox's
 * label, so following a link does not tick the box. No hook: the quote chunks stay small.
 */
export function ConsentLinks() {
  return (
    <>
      {(['terms', 'privacy'] as const).map((key) => (
        <a
          key={key}
          part="statement-link"
          class="statement-link"
          href={mainSiteUrl(`/${key}`)}
          target="_blank"
          rel="noopener"
        >
          《{consentMessages.consentLinks[key]}》
        </a>
      ))}
    </>
  );
}
