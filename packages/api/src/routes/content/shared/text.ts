/**
 * Control characters in free text: PostgreSQL refuses NUL in text and jsonb (and lone
 * surrogates in jsonb), so a field holding one is a 422 rather than a failed insert. The rule is
 * core's `hasUnsafeChars`, which every shared request schema uses.
 */
import { hasUnsafeChars } from '@renovo/core/schemas';

/**
 * True when `text` holds a control character or a lone surrogate (tabs and line breaks allowed
 * when `multiline`).
 */
export function hasControlChars(text: string, multiline = false): boolean {
  return hasUnsafeChars(text, multiline);
}
