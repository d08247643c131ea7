/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';

const t = communityQuoteMessages;

/**
 * Step detail (top part): the chosen community with its address, a link back to the search and
 * the layouts as a radio group shown 'N房N廳N衛'. Choosing a layout sets the size (store).
 */
export function DetailStep({ store }: { store: CommunityQuoteStore }) {
  const community = store.community.value;
  const labels = store.layoutLabels.value;
  const chosen = store.layoutIndex.value;
  return (
    <div class="step" part="step-detail">
      <div class="community" part="community">
        <h3 class="community-name" tabIndex={-1} data-focus-start="">
          {community?.title || community?.name}
        </h3>
        {community?.address ? (
          <p class="address" part="address">
            <span class="address-label">{t.addressLabel}</span>
            {community.address}
          </p>
        ) : null}
        <button type="button" class="link" part="change-community" onClick={() => store.fillCommunity()}>
          {t.changeCommunity}
        </button>
      </div>
      {labels.length > 0 ? (
        <fieldset class="layouts" part="layouts">
          <legend>{t.layoutLabel}</legend>
          <div class="chips">
            {labels.map((label, index) => (
              <label key={index} class="chip" part="layout">
                <input
                  type="radio"
                  name="layout"
                  value={String(index)}
                  checked={index === chosen}
                  onChange={() => store.selectLayout(index)}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
