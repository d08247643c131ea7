/** A LIKE pattern that matches the keyword anywhere, with `%`, `_` and `\` taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
