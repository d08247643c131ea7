/** The article categories of the header's mega-menu (labels with their sub-labels). */
import { itemsOf, num, recordOf, text } from './read.ts';

/** A category link of the mega-menu. */
export interface ArticleCategory {
  id: number;
  name: string;
  subLabels: { id: number; name: string }[];
}

/** Reads the categories answer (`data` of `{id, name, sub_labels|children}`). */
export function readArticleCategories(envelope: unknown): ArticleCategory[] {
  return itemsOf(envelope).flatMap((item) => {
    const id = num(item, 'id', num(item, 'label_id', Number.NaN));
    const name = text(item, 'name');
    if (!Number.isFinite(id) || !name) return [];
    const raw = item.sub_labels ?? item.subLabels ?? item.children;
    const subLabels = (Array.isArray(raw) ? raw : []).flatMap((sub) => {
      const record = recordOf(sub);
      const subId = num(record, 'id', Number.NaN);
      const subName = text(record, 'name');
      return Number.isFinite(subId) && subName ? [{ id: subId, name: subName }] : [];
    });
    return [{ id, name, subLabels }];
  });
}
