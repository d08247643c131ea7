/**
 * The options of a partner filter (the inbox's and attribution's): the partners not retired, by
 * name, their key as the value. The "all" option is the screen's own (its wording differs).
 */
import type { InboxLookups } from '../types.ts';

export function PartnerOptions({ partners }: { partners: InboxLookups['partners'] | undefined }) {
  return (
    <>
      {(partners ?? [])
        .filter((p) => !p.retired)
        .map((p) => (
          <option key={p.key} value={p.key}>
            {p.name}
          </option>
        ))}
    </>
  );
}
