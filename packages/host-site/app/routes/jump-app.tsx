/**
 * `/jump-app?page_type=&page_id=&keyword=` (docs/spec/platform.md#calls app deep links): the jump-app
 * endpoint a
 * browser is sent to when a page asks to continue in the app (the open-in-app prompt, the mobile
 * favourite toast). It links to the app's page by its custom-scheme deep link and to the same page
 * on the web; an unknown page_type opens the app's home. Not indexed.
 */
import { appLinkMessages, appPageOf, readAppTarget } from '@renovo/core';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/jump-app';

/** The app link and the web link of the query's target. */
export function loader({ request }: Route.LoaderArgs) {
  return appPageOf(readAppTarget(new URL(request.url).searchParams) ?? { page_type: 'home' });
}

/** Title; never indexed. */
export function meta() {
  return pageMeta(appLinkMessages.title, appLinkMessages.lead, [{ name: 'robots', content: 'noindex' }]);
}

/** The two ways on: the app, or the web. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <h1 className="page-heading">{appLinkMessages.continueInApp}</h1>
      <p>{appLinkMessages.lead}</p>
      <p>
        <a className="button" href={loaderData.app}>
          {appLinkMessages.openApp}
        </a>{' '}
        <a className="button button--ghost" href={loaderData.web}>
          {appLinkMessages.stayOnWeb}
        </a>
      </p>
    </div>
  );
}
