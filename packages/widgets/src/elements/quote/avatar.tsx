/** @jsxImportSource preact */
/** Background and figure colours of each avatar; drawn inline, nothing is fetched. */
const PALETTE: Record<string, readonly [string, string]> = {
  a0: ['#ffe4d1', '#f08a4b'],
  a1: ['#dff1ff', '#4b93d8'],
  a2: ['#e3f6e8', '#4aa46a'],
  a3: ['#f3e6ff', '#9a63d6'],
  a4: ['#fff3c9', '#d6a21e'],
  a5: ['#ffe0e6', '#de5c7a'],
  a6: ['#dcf5f3', '#2f9f95'],
  a7: ['#e8eaf0', '#6a7386'],
};

/** The avatar keys the store draws four from at random. */
export const AVATAR_POOL: readonly string[] = Object.keys(PALETTE);

/** A small round owner avatar (head and shoulders) in the colours of `name`. */
export function Avatar({ name }: { name: string }) {
  const [bg, fg] = PALETTE[name] ?? PALETTE.a7 ?? ['#e8eaf0', '#6a7386'];
  return (
    <svg
      class="avatar"
      part="avatar"
      viewBox="0 0 32 32"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill={bg} />
      <circle cx="16" cy="13" r="5.5" fill={fg} />
      <path
        d="M6 27.5c1.6-5 5.6-7.5 10-7.5s8.4 2.5 10 7.5A15.9 15.9 0 0 1 16 32a15.9 15.9 0 0 1-10-4.5z"
        fill={fg}
      />
    </svg>
  );
}
