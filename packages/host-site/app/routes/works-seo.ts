/** Meta descriptions of the work pages. */
import type { WorkDetailData } from '../components/works/work-types.ts';

/** Longest meta description, in characters. */
const DESCRIPTION_MAX = 150;

/** A work's meta description: its facts, then the start of its design notes. */
export function describeWork(work: WorkDetailData): string {
  const facts = [
    work.style?.name,
    work.housing_type?.name,
    work.layout_cn,
    work.area_cn,
    work.budget_cn,
    work.company.name,
  ]
    .filter(Boolean)
    .join('・');
  const text = `${facts}。${work.description}`.replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}
