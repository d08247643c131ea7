/**
 * URL state of the company and review lists: a few named choices (each with its allowed values
 * and its default) plus the page. Unknown values read as the default; links leave defaults out
 * and go back to page 1 unless they set the page.
 */
import { ANY, ANY_LABEL, REGIONS, STYLES } from '@renovo/core';

/** One choice of a list's URL. */
export interface ChoiceSpec {
  key: string;
  values: readonly string[];
  fallback: string;
}

/** The choices and page of a list URL. */
export interface ListQuery {
  choices: Record<string, string>;
  page: number;
}

/** Reads the choices and page of a URL's query. */
export function readListQuery(params: URLSearchParams, specs: readonly ChoiceSpec[]): ListQuery {
  const choices: Record<string, string> = {};
  for (const spec of specs) {
    const raw = params.get(spec.key)?.trim() ?? '';
    choices[spec.key] = spec.values.includes(raw) ? raw : spec.fallback;
  }
  const pageRaw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.max(Number(pageRaw), 1) : 1;
  return { choices, page };
}

/** The link to `path` with some choices (and maybe the page) changed. */
export function listHref(
  path: string,
  specs: readonly ChoiceSpec[],
  query: ListQuery,
  change: { set?: Record<string, string>; page?: number },
): string {
  const params = new URLSearchParams();
  for (const spec of specs) {
    const value = change.set?.[spec.key] ?? query.choices[spec.key] ?? spec.fallback;
    if (value !== spec.fallback) params.set(spec.key, value);
  }
  const page = change.page ?? 1;
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The API query of a list query: the choices that are not 'any', and the page. */
export function listApiQuery(
  query: ListQuery,
  perPage: number,
  pageMax: number,
): Record<string, string | number> {
  const params: Record<string, string | number> = { page: Math.min(query.page, pageMax), per_page: perPage };
  for (const [key, value] of Object.entries(query.choices)) if (value !== ANY) params[key] = value;
  return params;
}

/** Region options ('any' first), for a region filter row. */
export const REGION_CHOICES: readonly { value: string; label: string }[] = [
  { value: ANY, label: ANY_LABEL },
  ...REGIONS.map((r) => ({ value: String(r.id), label: r.name })),
];

/** Style options ('any' first), for a style filter row. */
export const STYLE_CHOICES: readonly { value: string; label: string }[] = STYLES.map((s) => ({
  value: String(s.value),
  label: s.label,
}));

/** The allowed values of options. */
export const valuesOf = (options: readonly { value: string }[]): string[] => options.map((o) => o.value);
