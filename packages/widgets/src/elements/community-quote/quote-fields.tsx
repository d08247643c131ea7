/** @jsxImportSource preact */
import {
  COMMUNITY_SIZE_MAX_LENGTH,
  type CommunityQuoteStore,
  communityQuoteMessages,
  PHONE_LENGTH,
  quoteMessages,
  tidyMobileInput,
} from '@renovo/core';
import { useState } from 'preact/hooks';
import { onFieldLeft } from '../../internal/focus.ts';
import { ConsentText } from '../../ui/consent-links.tsx';
import { SizePicker } from './size-picker.tsx';

const t = communityQuoteMessages;

/** Ids of the fields, in the order the first invalid one gets focus. */
export const FIELD_IDS = { size: 'cq-size', mobile: 'cq-mobile', accepted: 'cq-accepted' } as const;

/** Calls a store setter, then puts the store's (trimmed or capped) value back into the input. */
function bind(set: (value: string) => void, read: () => string) {
  return (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    set(input.value);
    const kept = read();
    if (input.value !== kept) input.value = kept;
  };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} class="error" part="error" role="alert">
      {message ?? ''}
    </p>
  );
}

/**
 * Size, mobile, terms and the submit button of the detail and form steps. On mobile the size
 * field opens the size-picker sheet instead of the keyboard.
 */
export function QuoteFields({ store, desktop }: { store: CommunityQuoteStore; desktop: boolean }) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const errors = store.errors.value;
  const invalid = (field: keyof typeof FIELD_IDS) => (errors[field] ? 'true' : undefined);
  const openPicker = () => setPickerOpen(true);
  const onSizeKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openPicker();
    }
  };
  return (
    <>
      <div class="field" part="field size">
        <label for={FIELD_IDS.size}>{t.sizeLabel}</label>
        <div class="input-wrap">
          <input
            id={FIELD_IDS.size}
            name="size"
            type="text"
            inputMode="decimal"
            autocomplete="off"
            class="control"
            part="input"
            maxLength={COMMUNITY_SIZE_MAX_LENGTH}
            value={store.size.value}
            aria-invalid={invalid('size')}
            aria-describedby={`${FIELD_IDS.size}-error`}
            {...(desktop
              ? {
                  onInput: bind(store.setSize, () => store.size.peek()),
                  onBlur: onFieldLeft(() => store.blur('size')),
                }
              : {
                  // A select-only combobox whose popup is the size-picker sheet (ARIA 1.2).
                  readOnly: true,
                  role: 'combobox',
                  'aria-haspopup': 'dialog',
                  'aria-expanded': pickerOpen,
                  'aria-controls': 'cq-size-picker',
                  onClick: openPicker,
                  onKeyDown: onSizeKey,
                })}
          />
          <span class="unit" aria-hidden="true">
            {t.sizeUnit}
          </span>
        </div>
        <FieldError id={`${FIELD_IDS.size}-error`} message={errors.size} />
      </div>
      <div class="field" part="field mobile">
        <label for={FIELD_IDS.mobile}>{t.mobileLabel}</label>
        <input
          id={FIELD_IDS.mobile}
          name="mobile"
          onBeforeInput={tidyMobileInput}
          type="tel"
          inputMode="numeric"
          autocomplete="tel-national"
          class="control"
          part="input"
          maxLength={PHONE_LENGTH}
          value={store.mobile.value}
          aria-invalid={invalid('mobile')}
          aria-describedby={`${FIELD_IDS.mobile}-error`}
          onInput={bind(store.setMobile, () => store.mobile.peek())}
          onBlur={onFieldLeft(() => store.blur('mobile'))}
        />
        <FieldError id={`${FIELD_IDS.mobile}-error`} message={errors.mobile} />
      </div>
      <div class="field" part="field terms">
        <div class="terms">
          <input
            id={FIELD_IDS.accepted}
            name="accepted"
            type="checkbox"
            value="1"
            checked={store.accepted.value}
            aria-invalid={invalid('accepted')}
            aria-describedby={`${FIELD_IDS.accepted}-error`}
            onChange={(event) => store.setAccepted(event.currentTarget.checked)}
          />
          <ConsentText htmlFor={FIELD_IDS.accepted} />
        </div>
        <FieldError id={`${FIELD_IDS.accepted}-error`} message={errors.accepted} />
      </div>
      <button
        type="submit"
        class="submit"
        part="submit"
        disabled={store.submitting.value}
        aria-busy={store.submitting.value}
      >
        {quoteMessages.communityButton}
      </button>
      {desktop ? null : <SizePicker store={store} open={pickerOpen} onClose={() => setPickerOpen(false)} />}
    </>
  );
}
