/**
 * Control characters in free text: PostgreSQL refuses NUL in text and jsonb, so a field holding
 * one is a 422 rather than a failed insert.
 */

/** True when `text` holds a control character (tabs and line breaks allowed when `multiline`). */
export function hasControlChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}
