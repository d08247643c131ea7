/**
 * Page titles and descriptions: every page has a `<title>` "{page}｜Renovo 裝修好家" and a meta
 * description.
 *
 * @example export const meta = ({ data }: Route.MetaArgs) => pageMeta(data.work.title, data.work.summary);
 */
import { siteMessages } from '@renovo/core';
import type { MetaDescriptor } from 'react-router';

/** "{page}｜Renovo 裝修好家" (the site name alone for an empty page name). */
function pageTitle(name?: string | null): string {
  return name ? `${name}｜${siteMessages.name}` : siteMessages.name;
}

/** The title, description and Open Graph tags of a page. */
export function pageMeta(
  name: string | null | undefined,
  description: string = siteMessages.description,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const title = pageTitle(name);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteMessages.name },
    ...extra,
  ];
}
