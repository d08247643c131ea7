/**
 * The region a quote form starts with (docs/spec/quotes.md#limits: region 1, Taipei, unless a stored region
 * exists): the visitor's persisted region as the root loader read it from the region cookie.
 * Passed as the widgets' `region` attribute; a region the form itself remembers still wins.
 */
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../layout/root-data.ts';

/** The visitor's region id, or undefined outside the site's frame (the widget's default). */
export function useQuoteRegion(): number | undefined {
  return (useRouteLoaderData('root') as RootData | undefined)?.region.id;
}
