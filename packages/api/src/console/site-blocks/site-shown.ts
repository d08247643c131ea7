/**
 * What the site shows of each block (docs/spec/console.md#site-blocks), in one order of
 * precedence: what the console saved wins (an empty list saved means none); a block never saved
 * falls back to the operator's settings (OPERATOR_HELP_PHONE / OPERATOR_HELP_EMAIL for the
 * contacts, SISTER_APPS for the sister apps); with neither, production shows nothing, and a
 * development machine keeps the demo entries it had before the console could edit them (the
 * sister apps' marked ones, the drawn home banners, keywords and Help notice of
 * `content/catalogue/site.ts`).
 */
import {
  noticeParagraphs,
  type Picture,
  type SiteBanner,
  type SiteBlockKind,
  type SiteBlockSource,
} from '@renovo/core/contracts';
import { BANNERS, DEMO_NOTICE, SEARCH_KEYWORDS } from '../../content/catalogue/site.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { type HelpContacts, helpContactsOf, telHref } from '../../lib/help-contacts.ts';
import { type SisterApp, sisterAppsOf } from '../../lib/sister-apps.ts';
import { picturesByIds } from '../../media/picture.ts';
import type { StoredBlocks } from './site-blocks.service.ts';

type EnvFacts = Pick<Env, 'OPERATOR_HELP_PHONE' | 'OPERATOR_HELP_EMAIL' | 'SISTER_APPS' | 'production'>;

/** Where the site's content of each block comes from now. */
export function sourcesOf(stored: StoredBlocks, env: EnvFacts): Record<SiteBlockKind, SiteBlockSource> {
  const demo = env.production ? 'none' : 'demo';
  return {
    banners: stored.banners ? 'saved' : demo,
    search_keywords: stored.search_keywords ? 'saved' : demo,
    contacts: stored.contacts ? 'saved' : helpContactsOf(env) ? 'settings' : 'none',
    sister_apps: stored.sister_apps
      ? 'saved'
      : ({ configured: 'settings', demo: 'demo', none: 'none' } as const)[sisterAppsOf(env).state],
    notice: stored.notice ? 'saved' : demo,
  };
}

/** The Help's notice as the site shows it: its text in paragraphs. */
export interface ShownNotice {
  title: string;
  date: string;
  paragraphs: string[];
  sign: string;
}

/**
 * The Help's notice (/v2/notice/250): the saved one (an emptied one: none), else (development
 * only) the marked demo notice; production never shows one nobody wrote.
 */
export function shownNotice(stored: StoredBlocks, env: EnvFacts): ShownNotice | undefined {
  const notice = stored.notice ? stored.notice.value : env.production ? undefined : DEMO_NOTICE;
  if (!notice?.title) return undefined;
  return {
    title: notice.title,
    date: notice.date,
    paragraphs: noticeParagraphs(notice.body),
    sign: notice.sign,
  };
}

/** The Help's contacts: the saved ones (empty fields left out), else the operator's settings. */
export function shownHelp(stored: StoredBlocks, env: EnvFacts): HelpContacts | undefined {
  const saved = stored.contacts?.value;
  if (!saved) return helpContactsOf(env);
  const help: HelpContacts = {
    ...(saved.phone ? { phone: { display: saved.phone, href: telHref(saved.phone) } } : {}),
    ...(saved.email ? { email: saved.email } : {}),
    ...(saved.hours ? { hours: saved.hours } : {}),
    ...(saved.address ? { address: saved.address } : {}),
  };
  return Object.keys(help).length > 0 ? help : undefined;
}

/** The service hours the footer and the chat name: the saved ones, else `fallback` (the spec's). */
export function shownHours(stored: StoredBlocks, fallback: string): string {
  return stored.contacts?.value.hours || fallback;
}

/** The drawer's sister apps: the saved ones, else SISTER_APPS, else (development) the marked demo ones. */
export function shownSisterApps(stored: StoredBlocks, env: EnvFacts): SisterApp[] {
  return stored.sister_apps ? stored.sister_apps.value : sisterAppsOf(env).apps;
}

/** The search box's suggested keywords: the saved ones, else (development only) the demo ones. */
export function shownKeywords(stored: StoredBlocks, env: EnvFacts): string[] {
  if (stored.search_keywords) return stored.search_keywords.value;
  return env.production ? [] : [...SEARCH_KEYWORDS];
}

/** Ids of saved banners start above the demo ones' (they are answered together in development). */
const SAVED_BANNER_IDS = 1000;

/** Is a banner inside its dates at `now`? */
function showingAt(banner: SiteBanner, now: Date): boolean {
  if (banner.starts_at && Date.parse(banner.starts_at) > now.getTime()) return false;
  if (banner.ends_at && Date.parse(banner.ends_at) <= now.getTime()) return false;
  return true;
}

/** A banner as `/v1/new_banners` answers it. */
export interface ShownBanner {
  id: number;
  position: 'home' | 'works' | 'article' | 'shorts';
  title: string;
  subtitle: string;
  image_pc: string;
  image_mobile: string;
  link: string;
  sort: number;
  alt?: string;
  picture?: Picture;
}

/**
 * The banners of every position: the saved home banners that are inside their dates and whose
 * photo is ready (as `<picture>`s), in their order; a position without saved ones gets the drawn
 * demo banners on a development machine and none in production.
 */
export async function shownBanners(
  db: Db,
  stored: StoredBlocks,
  env: EnvFacts,
  now: Date,
  url: (path: string) => string,
): Promise<ShownBanner[]> {
  const demo = env.production
    ? []
    : BANNERS.filter((b) => !stored.banners || b.position !== 'home').map((b) => ({
        ...b,
        image_pc: url(b.image_pc),
        image_mobile: url(b.image_mobile),
      }));
  const saved = (stored.banners?.value ?? []).filter((b) => showingAt(b, now));
  const pictures = await picturesByIds(
    db,
    saved.map((b) => b.media_id),
    url,
  );
  const mine = saved.flatMap((banner, index): ShownBanner[] => {
    const picture = pictures.get(banner.media_id);
    return picture
      ? [
          {
            id: SAVED_BANNER_IDS + index + 1,
            position: 'home',
            title: banner.alt,
            subtitle: '',
            image_pc: picture.src,
            image_mobile: picture.src,
            link: banner.link,
            sort: index + 1,
            alt: banner.alt,
            picture,
          },
        ]
      : [];
  });
  return [...mine, ...demo];
}
