/**
 * The landing editor's field checks (docs/spec/console.md#landing-pages): the draft is checked by
 * the contract's own schema (`LandingPageInputSchema`, what the API checks), so the console says
 * exactly what the API would refuse, on the field, as the user types. A field's problem shows
 * once the field has been changed or a save was tried, and goes as soon as the value is fixed.
 * A slug another page of the list has is said taken as it is typed; one the API still found
 * taken (409: a page made meanwhile) shows on the slug field while the slug is that value.
 */
import { LandingPageInputSchema } from '@renovo/core/contracts';
import { consoleMessages } from '@renovo/core/messages';
import type { LandingPage } from '../types.ts';

/** What the editor holds: a page's fields (a new page has no id yet). */
export type LandingDraft = Omit<LandingPage, 'id'> & { id?: number };

/** The name of a field: `title`, `slug`…, or `sections.{i}.heading` / `sections.{i}.body`. */
export type FieldName = string;

const slugTaken = consoleMessages.landing.slugTaken;

/** The body the API takes for the draft's fields (status and id left to the caller). */
export function fieldsOf(draft: LandingDraft) {
  return {
    slug: draft.slug,
    title: draft.title,
    heroText: draft.heroText,
    heroImage: draft.heroImage,
    sections: draft.sections,
    quoteModule: draft.quoteModule,
    utmSource: draft.utmSource,
    utmCampaign: draft.utmCampaign,
    endsAt: draft.endsAt,
  };
}

/** Each field's first problem with the draft, by the contract's schema. */
export function problemsOf(draft: LandingDraft): Map<FieldName, string> {
  const problems = new Map<FieldName, string>();
  const result = LandingPageInputSchema.safeParse(fieldsOf(draft));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    if (!problems.has(name)) problems.set(name, issue.message);
  }
  return problems;
}

/** A slug the API answered as taken. */
export interface TakenSlug {
  slug: string;
  message: string;
}

/** What decides which problems show. */
export interface ShownOptions {
  /** The fields changed so far. */
  touched: ReadonlySet<FieldName>;
  /** A save was tried (every field's problem shows). */
  tried: boolean;
  /** The slug the API answered as taken, if it did. */
  taken: TakenSlug | null;
  /** The other pages' slugs (the list's). */
  otherSlugs: ReadonlySet<string>;
}

/**
 * The problems to show: each field's own once it was touched (or a save was tried), a slug
 * another page has, and the taken slug's while the slug is still that one.
 */
export function shownProblems(draft: LandingDraft, options: ShownOptions): Map<FieldName, string> {
  const { touched, tried, taken, otherSlugs } = options;
  const shown = new Map<FieldName, string>();
  for (const [name, message] of problemsOf(draft)) {
    if (tried || touched.has(name)) shown.set(name, message);
  }
  if (shown.has('slug')) return shown;
  if ((tried || touched.has('slug')) && otherSlugs.has(draft.slug)) shown.set('slug', slugTaken);
  else if (taken && taken.slug === draft.slug) shown.set('slug', taken.message);
  return shown;
}
