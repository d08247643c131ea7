/** @jsxImportSource preact */
import { consentMessages } from '@renovo/core';
import { mainSiteUrl } from '../internal/runtime.ts';

/** One statement link: the main site's page, in a new tab. */
function Link({ path, name }: { path: string; name: string }) {
  return (
    <a part="statement-link" class="statement-link" href={mainSiteUrl(path)} target="_blank" rel="noopener">
      {name}
    </a>
  );
}

/**
 * The quote popups' consent: 我已閱讀並同意服務條款及隱私權聲明, the checkbox's label
 * followed by links to the main site's /terms and /privacy, always in a new tab (rel=noopener) so
 * the half-filled form stays where it is. One line of text as before, so the form keeps its
 * height (the submit stays on a 320 × 568 screen); the links are outside the label, so following
 * one does not tick the box. No hook: the quote chunks stay small.
 */
export function ConsentText({ htmlFor }: { htmlFor: string }) {
  const names = consentMessages.consentLinks;
  return (
    <span class="consent-text">
      <label for={htmlFor}>{consentMessages.consentTitle}</label>
      <Link path="/terms" name={names.terms} />
      {consentMessages.consentAnd}
      <Link path="/privacy" name={names.privacy} />
    </span>
  );
}
