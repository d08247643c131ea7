/**
 * A mobile field's ref: typed, pasted or dropped text goes in as its digits (core's
 * `tidyMobileInput`, a native `beforeinput` listener: React's own event is not the browser's).
 * @example <input type="tel" maxLength={10} ref={tidyMobileRef} … />
 */
import { tidyMobileInput } from '@renovo/core/fields';

export function tidyMobileRef(input: HTMLInputElement | null): (() => void) | undefined {
  if (!input) return undefined;
  input.addEventListener('beforeinput', tidyMobileInput);
  return () => input.removeEventListener('beforeinput', tidyMobileInput);
}
