/** @jsxImportSource preact */
import { COMMUNITY_KEYWORD_MAX_LENGTH, type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

const t = communityQuoteMessages;

/** One community of the search results (the store's type; widgets never import the schemas). */
type Community = CommunityQuoteStore['suggestions']['value'][number];

/** Props of {@link CommunitySearch}. */
export interface CommunitySearchProps {
  store: CommunityQuoteStore;
  /** Id of the input; the listbox and options derive theirs from it. */
  id: string;
  /** Focus the input when its dialog opens. */
  autoFocus?: boolean;
  /** Called after a suggestion was chosen (the mobile page closes itself). */
  onChosen?: () => void;
  /** Shown beside the input (the mobile page's cancel button). */
  children?: ComponentChildren;
}

/**
 * The community keyword search as an ARIA combobox: the store debounces the search (600 ms);
 * results show as a listbox (arrow keys, Enter, Escape), an empty search shows the notice with
 * its two tips.
 */
export function CommunitySearch({ store, id, autoFocus, onChosen, children }: CommunitySearchProps) {
  const suggestions = store.suggestions.value;
  const notice = store.emptyNotice.value;
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const expanded = listOpen && store.showSuggestions.value;
  const listId = `${id}-list`;

  useEffect(() => {
    setActive(-1);
    setListOpen(true);
  }, [suggestions]);

  const choose = (community: Community) => {
    void store.chooseCommunity(community);
    onChosen?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? suggestions[active] : undefined;
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape reaches the dialog.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };

  const onInput = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    store.setKeyword(input.value);
    const kept = store.keyword.peek();
    if (input.value !== kept) input.value = kept;
  };

  return (
    <div class="search" part="search">
      <label for={id}>{t.keywordLabel}</label>
      <div class="search-row">
        <input
          id={id}
          name="keyword"
          type="text"
          class="control"
          part="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-busy={store.searching.value}
          autocomplete="off"
          enterKeyHint="search"
          maxLength={COMMUNITY_KEYWORD_MAX_LENGTH}
          placeholder={t.keywordPlaceholder}
          autofocus={autoFocus}
          data-focus-start=""
          value={store.keyword.value}
          onInput={onInput}
          onKeyDown={onKeyDown}
        />
        {children}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t.keywordLabel}
        class="suggestions"
        part="suggestions"
        hidden={!expanded}
      >
        {suggestions.map((community, index) => (
          // Options stay out of the tab order: the combobox keeps focus and points at the active
          // option (aria-activedescendant); its keydown handler is the keyboard path.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is handled on the combobox input
          <div
            key={community.id}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            class={index === active ? 'suggestion active' : 'suggestion'}
            part="suggestion"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(community)}
          >
            <span class="suggestion-name">{community.title || community.name}</span>
            {community.address ? <span class="suggestion-address">{community.address}</span> : null}
          </div>
        ))}
      </div>
      <div class="notice-region" role="status" aria-live="polite">
        {notice ? (
          <div class="empty" part="empty-notice">
            <p>{notice.text}</p>
            <ul>
              {notice.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
