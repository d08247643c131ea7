/** Old article category links `/v2/article/cate-id/{n}` → `/article?label={n}` (docs/spec/popups-and-header.md#screens). */
import { redirect } from 'react-router';
import { notFoundError } from '../lib/route-validation.ts';
import type { Route } from './+types/v2.article.cate-id.$n';

/** A permanent redirect for a numeric category; anything else is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.n)) throw notFoundError(request);
  throw redirect(`/article?label=${params.n}`, 301);
}

/** Never rendered (the loader always redirects or throws); a component makes the 404 use the error page. */
export default function OldArticleCategory() {
  return null;
}
