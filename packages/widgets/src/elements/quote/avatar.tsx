/** @jsxImportSource preact */
/**
 * The owner avatars of the v2 records: a head and shoulders drawn by CSS gradients in one of
 * eight colour pairs (`.a0`…`.a7` in quote.styles.ts); nothing is fetched.
 */

/** The avatar keys the store draws four from at random (each has a colour pair in the CSS). */
export const AVATAR_POOL: readonly string[] = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];

/** A small round owner avatar in the colours of `name` (decorative: hidden from screen readers). */
export function Avatar({ name }: { name: string }) {
  return (
    <span class={`avatar ${AVATAR_POOL.includes(name) ? name : 'a7'}`} part="avatar" aria-hidden="true" />
  );
}
