/** Old theme links `/v2/theme/{n}` → `/theme?id={n}` (docs/spec/popups-and-header.md#screens). */
import { redirect } from 'react-router';
import { notFoundError } from '../lib/route-validation.ts';
import type { Route } from './+types/v2.theme.$n';

/** A permanent redirect for a numeric theme; anything else is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.n)) throw notFoundError(request);
  throw redirect(`/theme?id=${params.n}`, 301);
}

/** Never rendered (the loader always redirects or throws); a component makes the 404 use the error page. */
export default function OldTheme() {
  return null;
}
