/** Reads the article labels (the decoration-guide categories answer). */
import { itemsOf, num, recordOf, text } from '../../lib/read.ts';
import type { ArticleLabelData } from './article-types.ts';

/** The labels with their sub-labels; unreadable entries are left out. */
export function readArticleLabels(envelope: unknown): ArticleLabelData[] {
  return itemsOf(envelope).flatMap((item) => {
    const id = num(item, 'id', Number.NaN);
    const name = text(item, 'name');
    if (!Number.isFinite(id) || !name) return [];
    const subs = Array.isArray(item.sub_labels) ? item.sub_labels : [];
    return [
      {
        id,
        name,
        description: text(item, 'description'),
        article_count: num(item, 'article_count'),
        sub_labels: subs.flatMap((sub) => {
          const record = recordOf(sub);
          const subId = num(record, 'id', Number.NaN);
          const subName = text(record, 'name');
          return Number.isFinite(subId) && subName ? [{ id: subId, name: subName }] : [];
        }),
      },
    ];
  });
}

/** The names the list is filtered by: the sub-label's, else the label's (null for all). */
export function filterNames(
  labels: readonly ArticleLabelData[],
  label: number | null,
  subLabel: number | null,
): { label: string | null; subLabel: string | null } {
  const found =
    labels.find((l) => l.id === label) ?? labels.find((l) => l.sub_labels.some((s) => s.id === subLabel));
  const sub = found?.sub_labels.find((s) => s.id === subLabel);
  return { label: found && (label !== null || sub) ? found.name : null, subLabel: sub?.name ?? null };
}
