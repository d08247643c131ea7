/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';
import { useState } from 'preact/hooks';
import { CommunitySearch } from './community-search.tsx';
import { MobileSearch } from './mobile-search.tsx';
import { RegionField } from './region-field.tsx';

const t = communityQuoteMessages;

/**
 * Step input: region and community search, and the skip link to the plain form. On desktop the
 * search is inline; on mobile a field-like button opens the full-page search.
 */
export function InputStep({
  store,
  desktop,
  autoFocus,
}: {
  store: CommunityQuoteStore;
  desktop: boolean;
  /** Focus the search when the popup opens (never inline: it would steal the page's focus). */
  autoFocus: boolean;
}) {
  const [searchOpen, setSearchOpen] = useState(false);
  const keyword = store.keyword.value;
  return (
    <div class="step" part="step-input">
      <RegionField store={store} id="cq-region" />
      {desktop ? (
        <CommunitySearch store={store} id="cq-search" autoFocus={autoFocus} />
      ) : (
        <div class="field">
          <label id="cq-search-label" for="cq-search-trigger">
            {t.keywordLabel}
          </label>
          <button
            id="cq-search-trigger"
            type="button"
            class="control search-trigger"
            part="search-trigger"
            aria-haspopup="dialog"
            aria-expanded={searchOpen}
            aria-labelledby="cq-search-label cq-search-trigger"
            data-focus-start=""
            onClick={() => setSearchOpen(true)}
          >
            {keyword ? keyword : <span class="placeholder">{t.keywordPlaceholder}</span>}
          </button>
        </div>
      )}
      <button type="button" class="link skip" part="skip" onClick={() => store.skip()}>
        {t.skip}
      </button>
      {desktop ? null : <MobileSearch store={store} open={searchOpen} onClose={() => setSearchOpen(false)} />}
    </div>
  );
}
