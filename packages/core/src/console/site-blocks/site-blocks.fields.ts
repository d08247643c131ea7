/**
 * One schema per field of a site block (docs/spec/console.md#site-blocks), each with its zh-TW
 * reason, and the block values built from them. The server, the console and the OpenAPI
 * document read these; the stored JSON is read back through them too.
 */
import { z } from 'zod';
import { format } from '../../messages/format.ts';
import { siteBlocksMessages as m } from '../../messages/site-blocks.ts';
import { INT4_MAX, safeText } from '../../schemas/common.ts';

/** The most home banners. */
export const SITE_BANNERS_MAX = 10;
/** The most suggested search keywords. */
export const SITE_KEYWORDS_MAX = 12;
/** The most sister apps (as SISTER_APPS allowed). */
export const SITE_SISTER_APPS_MAX = 20;

/** Digits a phone number may have (ITU-T E.164: at most 15). */
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;

/** True for a phone number as people write it: digits, spaces, `-`, `(`, `)` and a leading `+`. */
export function isPhoneText(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** True for a link a banner may open: an https URL, or a path of this site (`/…`, never `//…`). */
export function isBannerLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s<>"]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number, message: string) =>
  z.pipe(safeText({ max, message, tooLong: message }), z.string().trim());

const when = z.iso.datetime({ offset: true, message: m.bannerDate }).nullable();

/** A home banner: a media-library photo, where it links, its alt text and optional dates. */
export const SiteBannerSchema = z
  .object({
    media_id: z.int(m.bannerPhoto).min(1, m.bannerPhoto).max(INT4_MAX, m.bannerPhoto),
    link: z.string(m.bannerLink).trim().max(500, m.bannerLink).refine(isBannerLink, m.bannerLink),
    alt: z.pipe(text(100, m.bannerAlt), z.string().min(1, m.bannerAlt)),
    starts_at: when.default(null),
    ends_at: when.default(null),
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    message: m.bannerDates,
    path: ['ends_at'],
  });
/** A home banner as stored. */
export type SiteBanner = z.infer<typeof SiteBannerSchema>;

/** The home banners, in the order shown. */
export const SiteBannersSchema = z
  .array(SiteBannerSchema)
  .max(SITE_BANNERS_MAX, format(m.bannersTooMany, { max: SITE_BANNERS_MAX }));

/** The suggested keywords of the search box, in the order shown, each once. */
export const SiteKeywordsSchema = z
  .array(z.pipe(text(20, m.keyword), z.string().min(1, m.keyword)))
  .max(SITE_KEYWORDS_MAX, format(m.keywordsTooMany, { max: SITE_KEYWORDS_MAX }))
  .superRefine((keywords, ctx) => {
    const seen = new Set<string>();
    keywords.forEach((keyword, index) => {
      if (seen.has(keyword))
        ctx.addIssue({ code: 'custom', path: [index], message: format(m.keywordTwice, { keyword }) });
      seen.add(keyword);
    });
  });

/** The footer and Help contacts; an empty field is not shown. */
export const SiteContactsSchema = z.object({
  phone: z
    .string(m.phone)
    .trim()
    .refine((v) => v === '' || isPhoneText(v), m.phone),
  email: z.union([z.literal(''), z.email(m.email).max(254, m.email)], m.email),
  hours: text(40, m.hours),
  address: text(100, m.address),
});
/** The footer and Help contacts as stored. */
export type SiteContacts = z.infer<typeof SiteContactsSchema>;

/** A sister app: its name and its https download page. */
export const SiteSisterAppSchema = z.object({
  name: z.pipe(text(20, m.appName), z.string().min(1, m.appName)),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain, message: m.appUrl }).max(500, m.appUrl),
});

/** The sister apps, in the order shown. */
export const SiteSisterAppsSchema = z
  .array(SiteSisterAppSchema)
  .max(SITE_SISTER_APPS_MAX, format(m.appsTooMany, { max: SITE_SISTER_APPS_MAX }));

/**
 * The Help's notice (/v2/notice/250): a title, its day, paragraphs (split at blank lines) and an
 * optional signature — or nothing at all (title, day and text empty: the site shows no notice).
 */
export const SiteNoticeSchema = z
  .object({
    title: text(60, m.noticeTitle),
    date: z.union([z.literal(''), z.iso.date(m.noticeDate)], m.noticeDate),
    body: z.pipe(
      safeText({ max: 3000, message: m.noticeBody, tooLong: m.noticeBody, multiline: true }),
      z.string().trim(),
    ),
    sign: text(40, m.noticeSign),
  })
  .superRefine((n, ctx) => {
    if (n.title === '' && n.date === '' && n.body === '' && n.sign === '') return;
    if (n.title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: m.noticeTitle });
    if (n.date === '') ctx.addIssue({ code: 'custom', path: ['date'], message: m.noticeDate });
    if (n.body === '') ctx.addIssue({ code: 'custom', path: ['body'], message: m.noticeBody });
  });
/** The Help's notice as stored (all empty: none). */
export type SiteNotice = z.infer<typeof SiteNoticeSchema>;

/** The paragraphs of a notice's text. */
export function noticeParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The value schema of each block kind. */
export const SITE_BLOCK_VALUES = {
  banners: SiteBannersSchema,
  search_keywords: SiteKeywordsSchema,
  contacts: SiteContactsSchema,
  sister_apps: SiteSisterAppsSchema,
  notice: SiteNoticeSchema,
} as const;

/** The kinds of site block, one stored row each. */
export const SITE_BLOCK_KINDS = Object.keys(SITE_BLOCK_VALUES) as (keyof typeof SITE_BLOCK_VALUES)[];
/** A kind of site block. */
export type SiteBlockKind = keyof typeof SITE_BLOCK_VALUES;
/** The value of a block kind. */
export type SiteBlockValue<K extends SiteBlockKind> = z.infer<(typeof SITE_BLOCK_VALUES)[K]>;

/** What a block holds before it is first saved. */
export const EMPTY_SITE_BLOCKS: { [K in SiteBlockKind]: SiteBlockValue<K> } = {
  banners: [],
  search_keywords: [],
  contacts: { phone: '', email: '', hours: '', address: '' },
  sister_apps: [],
  notice: { title: '', date: '', body: '', sign: '' },
};
