/**
 * What goes into a mobile field as it is typed, pasted or dropped: its digits. The field keeps
 * the spec's maxlength of 10 characters (docs/spec/session.md "keypad, at most 10 characters",
 * docs/spec/quotes.md "10 digits"), which the browser applies to the text as inserted — so
 * `0912-000-150` pasted became `0912-000-1`, two digits lost before any message. Tidied first,
 * the number fits.
 */

import { halfWidth } from './half-width.ts';

/**
 * The text as a mobile field takes it: full-width digits (and ＋) made ASCII, anything but digits, `*` (a
 * masked number) and `+` dropped — spaces, dashes, dots, brackets — and an international `+886`
 * (with or without the national 0) made the leading 0.
 * @example tidyMobileText('+886 912-000-150') // '0912000150'
 */
export function tidyMobileText(text: string): string {
  return halfWidth(text)
    .replace(/[^\d*+]/g, '')
    .replace(/^\+8860?/, '0');
}

/**
 * A mobile field's `beforeinput` listener: text being inserted that {@link tidyMobileText} would
 * change goes in tidied instead, as much as the field's maxlength leaves room for, the caret
 * after it; the field's `input` listeners (React's too: `setRangeText` is not the `value` setter
 * React watches) hear it as typed.
 */
export function tidyMobileInput(event: InputEvent): void {
  const text = event.data ?? event.dataTransfer?.getData('text/plain');
  if (event.isComposing || !text) return;
  const tidy = tidyMobileText(text);
  if (tidy === text) return;
  event.preventDefault();
  const input = event.currentTarget as HTMLInputElement;
  const from = input.selectionStart ?? 0;
  const to = input.selectionEnd ?? from;
  const room = input.maxLength < 0 ? tidy.length : input.maxLength - input.value.length + to - from;
  input.setRangeText(tidy.slice(0, room), from, to, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
