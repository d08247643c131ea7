/**
 * Published means visible (docs/spec/console.md#publishing): every console write that changes
 * what the site shows (publish, unpublish, an edit of published content, a scheduled publish
 * run by the job engine) calls `contentChanged`, which drops this instance's cached content
 * answers at once instead of waiting for their time to run out. Another instance's micro-cache
 * keeps an answer for at most its 2 s, well inside the 5 s a publish has to show.
 */
import type { AppDeps } from '../../lib/app-deps.ts';

/** Drops every cached content answer of this instance. */
export function contentChanged(deps: Pick<AppDeps, 'content'>): void {
  deps.content.generation += 1;
}
