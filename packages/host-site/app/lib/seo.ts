/**
 * Page titles and descriptions: every page has a `<title>` "{page}｜Renovo 裝修好家" and a meta
 * description.
 *
 * @example export const meta = ({ data }: Route.MetaArgs) => pageMeta(data.work.title, data.work.summary);
 */
import { SHARE_IMAGE, shareImagePath, siteMessages } from '@renovo/core';
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

/** The site's public origin, from the root loader's data among a page's matches. */
export function originOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** The absolute URL of the share image of a page whose picture is `imageUrl`. */
export function shareImageUrl(origin: string, imageUrl: string | null | undefined): string {
  return `${origin}${shareImagePath(imageUrl)}`;
}

/**
 * The `og:image` tags of a page whose picture is `imageUrl`: its 1200 × 630 PNG twin
 * (`shareImagePath`), absolute on the site's origin, with its size and type.
 */
export function shareImageMeta(origin: string, imageUrl: string | null | undefined): MetaDescriptor[] {
  const url = shareImageUrl(origin, imageUrl);
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: SHARE_IMAGE.type },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** A JSON-LD meta descriptor (React Router's `<Meta>` writes it escaped). */
export function ldJson(value: object): MetaDescriptor {
  return { 'script:ld+json': value } as unknown as MetaDescriptor;
}
