/** @jsxImportSource preact */
import {
  BASIC_SIZE_MAX_LENGTH,
  type BasicQuoteStore,
  basicFormMessages,
  basicQuoteMessages,
  PHONE_LENGTH,
  quoteMessages,
  regionsByGroup,
  tidyMobileInput,
} from '@renovo/core';
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { onFieldLeft } from '../../internal/focus.ts';
import { ConsentText } from '../../ui/consent-links.tsx';

const groups = regionsByGroup();

function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} class="error" part="error" role="alert">
      {message}
    </p>
  ) : null;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ComponentChildren;
}) {
  return (
    <div class={`field${error ? ' invalid' : ''}`} part="field">
      <label for={id} class="label" part="label">
        {label}
      </label>
      <div class="control">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Writes the store's (trimmed) value back when the store kept a different one, e.g. a 4th digit. */
function keep(input: HTMLInputElement, stored: string) {
  if (input.value !== stored) input.value = stored;
}

/**
 * The basic-quote form: region (grouped by the five region groups), size in ping (number input,
 * maxlength 3), mobile (tel, maxlength 10), the terms checkbox with its 請勾選 hint, and the
 * submit button 免費獲取裝修報價單. Values, messages and the busy state all come from the store.
 */
export function QuoteForm({ store, onSubmit }: { store: BasicQuoteStore; onSubmit(): Promise<unknown> }) {
  const t = basicFormMessages;
  const errors = store.errors.value;
  const hint = store.termsHint.value;
  const busy = store.submitting.value;
  const sizeRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    await onSubmit();
    // Move focus to the first field that needs attention (its message is announced by role=alert).
    const e = store.errors.peek();
    const first = e.size ? sizeRef : e.mobile ? mobileRef : store.termsHint.peek() ? termsRef : null;
    first?.current?.focus();
  };

  return (
    <form class="form" part="form" noValidate onSubmit={submit}>
      <Field id="quote-region" label={t.regionLabel}>
        <select
          id="quote-region"
          name="region_id"
          class="input"
          part="input"
          value={String(store.regionId.value)}
          onChange={(e) => store.setRegion(Number(e.currentTarget.value))}
        >
          {groups.map((g) => (
            <optgroup key={g.key} label={g.name}>
              {g.regions.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field id="quote-size" label={t.sizeLabel} error={errors.size}>
        <input
          ref={sizeRef}
          id="quote-size"
          name="size"
          // Text with a numeric keypad, not type=number: a number input cannot show a partial
          // value such as "33." (it would blank the field and lose what was typed) and ignores
          // maxLength; the store's rules say what is wrong instead.
          type="text"
          inputMode="numeric"
          maxLength={BASIC_SIZE_MAX_LENGTH}
          autoComplete="off"
          class="input"
          part="input"
          placeholder={basicQuoteMessages.sizeRequired}
          value={store.size.value}
          aria-invalid={errors.size ? 'true' : undefined}
          aria-describedby={errors.size ? 'quote-size-error' : undefined}
          onInput={(e) => {
            store.setSize(e.currentTarget.value);
            keep(e.currentTarget, store.size.peek());
          }}
          onBlur={onFieldLeft(() => store.blur('size'))}
        />
        <span class="unit">{t.sizeUnit}</span>
      </Field>
      <Field id="quote-mobile" label={t.mobileLabel} error={errors.mobile}>
        <input
          ref={mobileRef}
          id="quote-mobile"
          name="mobile"
          type="tel"
          inputMode="tel"
          maxLength={PHONE_LENGTH}
          onBeforeInput={tidyMobileInput}
          autoComplete="tel-national"
          class="input"
          part="input"
          placeholder={basicQuoteMessages.mobileRequired}
          value={store.mobile.value}
          aria-invalid={errors.mobile ? 'true' : undefined}
          aria-describedby={errors.mobile ? 'quote-mobile-error' : undefined}
          onInput={(e) => {
            store.setMobile(e.currentTarget.value);
            keep(e.currentTarget, store.mobile.peek());
          }}
          onBlur={onFieldLeft(() => store.blur('mobile'))}
        />
      </Field>
      <div class={`terms${hint ? ' invalid' : ''}`} part="terms">
        <input
          ref={termsRef}
          id="quote-accepted"
          name="accepted"
          type="checkbox"
          value="1"
          class="checkbox"
          checked={store.accepted.value}
          aria-invalid={hint ? 'true' : undefined}
          aria-describedby={hint ? 'quote-accepted-error' : undefined}
          onChange={(e) => store.setAccepted(e.currentTarget.checked)}
        />
        <ConsentText htmlFor="quote-accepted" />
        <FieldError id="quote-accepted-error" message={hint} />
      </div>
      <button type="submit" class="button primary submit" part="submit" disabled={busy} aria-busy={busy}>
        {busy ? <span class="spinner" aria-hidden="true" /> : null}
        {quoteMessages.basicButton}
      </button>
    </form>
  );
}
