/** Shapes of the style-test answers of the content API (packages/api/src/content/style-test). */
import type { WorkCardData } from '../works/work-types.ts';

/** A test image (its style is not shown to the visitor). */
export interface StyleImage {
  id: number;
  style_id: number;
  space_id: number;
  url: string;
}

/** How many images a visitor picks. */
export interface StylePicks {
  suggested: number;
  min: number;
  max: number;
}

/** A style-test result. */
export interface StyleResult {
  id: number;
  main_style: { id: number; name: string; description: string; keywords: string[] };
  styles: { style_id: number; name: string; count: number; percent: number }[];
  works: WorkCardData[];
  created_at: string;
}

/** The query parameters the test passes on to its result (docs/spec/session.md#states: skipAuth and device). */
const STYLE_TEST_KEPT_QUERY = ['skipAuth', 'device'] as const;

/** `?skipAuth=…&device=…` of a URL, or ''. */
export function keptStyleTestQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of STYLE_TEST_KEPT_QUERY) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.size > 0 ? `?${kept}` : '';
}
