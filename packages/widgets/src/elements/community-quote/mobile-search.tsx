/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';
import { Dialog } from '../../ui/dialog.tsx';
import { CommunitySearch } from './community-search.tsx';

const t = communityQuoteMessages;

/**
 * The mobile full-page community search: a full-screen modal over the sheet with the keyword
 * combobox and a cancel button (取消). Choosing a community closes it; cancel clears the keyword.
 */
export function MobileSearch({
  store,
  open,
  onClose,
}: {
  store: CommunityQuoteStore;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = () => {
    store.setKeyword('');
    onClose();
  };
  return (
    <div class="search-layer">
      <Dialog open={open} label={t.keywordLabel} onRequestClose={cancel}>
        <div class="search-page" part="search-page">
          <CommunitySearch store={store} id="cq-search-page" autoFocus onChosen={onClose}>
            <button type="button" class="cancel" part="search-cancel" onClick={cancel}>
              {t.cancel}
            </button>
          </CommunitySearch>
        </div>
      </Dialog>
    </div>
  );
}
