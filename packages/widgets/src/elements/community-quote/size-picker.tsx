/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages, sanitizeSizeInput } from '@renovo/core';
import { useEffect, useRef } from 'preact/hooks';
import { Dialog } from '../../ui/dialog.tsx';

const t = communityQuoteMessages;

/** The chosen layout's areas as size strings, without duplicates. */
function areaOptions(store: CommunityQuoteStore): string[] {
  const layout = store.layouts.value[store.layoutIndex.value];
  const sizes = (layout?.area_list ?? []).map((area) => sanitizeSizeInput(String(area.building_area)));
  return [...new Set(sizes.filter((size) => size !== ''))];
}

/**
 * The mobile size-picker bottom sheet: a decimal input sanitised by the store's `pickSize`
 * (digits and one dot, 2 decimals, max 999) and, in the detail step, the layout's areas as
 * 44 px options (6 visible). 取消 restores the size it opened with, 確定 keeps the new one.
 */
export function SizePicker({
  store,
  open,
  onClose,
}: {
  store: CommunityQuoteStore;
  open: boolean;
  onClose: () => void;
}) {
  const startSize = useRef('');
  useEffect(() => {
    if (open) startSize.current = store.size.peek();
  }, [open, store]);
  const cancel = () => {
    store.pickSize(startSize.current);
    onClose();
  };
  const options = areaOptions(store);
  const size = store.size.value;
  const onInput = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    store.pickSize(input.value);
    const kept = store.size.peek();
    if (input.value !== kept) input.value = kept;
  };
  return (
    <div class="picker-layer">
      <Dialog open={open} labelledBy="cq-picker-title" onRequestClose={cancel}>
        <div id="cq-size-picker" class="picker" part="size-picker">
          <div class="picker-head">
            <button type="button" class="picker-action" part="size-cancel" onClick={cancel}>
              {t.cancel}
            </button>
            <h3 id="cq-picker-title">{t.sizePickerTitle}</h3>
            <button type="button" class="picker-action confirm" part="size-confirm" onClick={onClose}>
              {t.confirm}
            </button>
          </div>
          <div class="picker-body">
            <label for="cq-picker-input">{t.sizeLabel}</label>
            <div class="input-wrap">
              <input
                id="cq-picker-input"
                type="text"
                inputMode="decimal"
                autocomplete="off"
                class="control"
                autofocus
                value={size}
                onInput={onInput}
                onKeyDown={(event) => {
                  // Enter confirms here; it must not submit the form the sheet sits in.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onClose();
                  }
                }}
              />
              <span class="unit" aria-hidden="true">
                {t.sizeUnit}
              </span>
            </div>
            {options.length > 0 ? (
              <fieldset class="options" part="size-options">
                <legend class="visually-hidden">{t.layoutLabel}</legend>
                {options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    class="option"
                    part="size-option"
                    aria-pressed={option === size}
                    onClick={() => {
                      store.pickSize(option);
                      onClose();
                    }}
                  >
                    {option}
                    {t.sizeUnit}
                  </button>
                ))}
              </fieldset>
            ) : null}
          </div>
        </div>
      </Dialog>
    </div>
  );
}
