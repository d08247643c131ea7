/**
 * The console's site blocks (docs/spec/console.md#site-blocks), for marketing and admins (the
 * `site.manage` permission): the blocks the site's home and navigation show — home banners,
 * suggested search keywords, the footer and Help contacts, the sister apps, the Help's notice.
 * One read of all five, and one save per block with the version it was read at (an older one is a 409).
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { siteBlocksMessages as m } from '../../messages/site-blocks.ts';
import { INT4_MAX } from '../../schemas/common.ts';
import {
  SiteBannerSchema,
  SiteBannersSchema,
  type SiteBlockKind,
  SiteContactsSchema,
  SiteKeywordsSchema,
  SiteNoticeSchema,
  SiteSisterAppsSchema,
} from './site-blocks.fields.ts';
import {
  consoleSiteBannersSaveRoute,
  consoleSiteBlocksRoute,
  consoleSiteContactsSaveRoute,
  consoleSiteKeywordsSaveRoute,
  consoleSiteNoticeSaveRoute,
  consoleSiteSisterAppsSaveRoute,
} from './site-blocks.routes.ts';

const TAG = 'console';

/**
 * Where the site's content of a block comes from: `saved` here; never saved, the operator's
 * `settings` (OPERATOR_HELP_*, SISTER_APPS), a development machine's marked `demo` entries, or
 * `none` (nothing is shown).
 */
export const SITE_BLOCK_SOURCES = ['saved', 'settings', 'demo', 'none'] as const;
/** Where a block's content comes from. */
export type SiteBlockSource = (typeof SITE_BLOCK_SOURCES)[number];

/** The version a save starts from: 0 for a block never saved (the next one must fit int4). */
const VersionSchema = z
  .int(m.version)
  .min(0, m.version)
  .max(INT4_MAX - 1, m.version);

/** A block as the console opens it: its stored value (empty when never saved) and version. */
const blockOf = <T extends z.ZodType>(value: T) =>
  z.object({
    /** The number of saves (0: never saved); send it back with the next save. */
    version: z.int(),
    updated_at: z.string().nullable(),
    /** What the site shows now. */
    source: z.enum(SITE_BLOCK_SOURCES),
    value,
  });

/** A stored banner with its photo as the site shows it (null while it is not ready). */
const ConsoleBannerSchema = z.object({
  ...SiteBannerSchema.shape,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  picture: z.nullable(PictureSchema),
});

/** The five blocks as the console opens them. */
export const ConsoleSiteBlocksSchema = z.object({
  banners: blockOf(z.array(ConsoleBannerSchema)),
  search_keywords: blockOf(z.array(z.string())),
  contacts: blockOf(SiteContactsSchema),
  sister_apps: blockOf(z.array(z.object({ name: z.string(), url: z.string() }))),
  notice: blockOf(z.object({ title: z.string(), date: z.string(), body: z.string(), sign: z.string() })),
});

/** The answer of a save: the new version. */
const SavedSchema = envelope(z.object({ version: z.int(), updated_at: z.string() }));

/** A save's body: the version it was read at and the new value. */
const saveBody = <T extends z.ZodType>(value: T) => z.object({ version: VersionSchema, value });

/** GET /console/api/site-blocks. */
export const consoleSiteBlocksContract = defineContract(consoleSiteBlocksRoute, {
  id: 'getConsoleSiteBlocks',
  tag: TAG,
  auth: 'staff',
  summary:
    'The home banners, search keywords, footer and Help contacts, sister apps and the Help’s notice as stored, each with its version and where the site’s content comes from now (marketing, admins)',
  response: envelope(ConsoleSiteBlocksSchema),
});

const saveSummary = (what: string) =>
  `Saves the ${what}; what is saved is what the site shows from then on (over the operator’s settings); 409 when someone saved a newer version first (marketing, admins)`;

/** PUT /console/api/site-blocks/banners. */
export const consoleSiteBannersSaveContract = defineContract(consoleSiteBannersSaveRoute, {
  id: 'putConsoleSiteBanners',
  tag: TAG,
  auth: 'staff',
  summary: saveSummary('home banners (a ready media-library photo, an https or site link, alt text, dates)'),
  example: { body: { version: 0, value: [{ media_id: 1, link: '/works', alt: '精選作品' }] } },
  body: saveBody(SiteBannersSchema),
  response: SavedSchema,
  errors: [409],
});

/** PUT /console/api/site-blocks/search_keywords. */
export const consoleSiteKeywordsSaveContract = defineContract(consoleSiteKeywordsSaveRoute, {
  id: 'putConsoleSiteKeywords',
  tag: TAG,
  auth: 'staff',
  summary: saveSummary('suggested keywords of the search box'),
  example: { body: { version: 0, value: ['北歐風'] } },
  body: saveBody(SiteKeywordsSchema),
  response: SavedSchema,
  errors: [409],
});

/** PUT /console/api/site-blocks/contacts. */
export const consoleSiteContactsSaveContract = defineContract(consoleSiteContactsSaveRoute, {
  id: 'putConsoleSiteContacts',
  tag: TAG,
  auth: 'staff',
  summary: saveSummary('footer and Help contacts (phone, e-mail, hours, address; empty: not shown)'),
  example: { body: { version: 0, value: { phone: '02-1234-5678', email: '', hours: '', address: '' } } },
  body: saveBody(SiteContactsSchema),
  response: SavedSchema,
  errors: [409],
});

/** PUT /console/api/site-blocks/sister_apps. */
export const consoleSiteSisterAppsSaveContract = defineContract(consoleSiteSisterAppsSaveRoute, {
  id: 'putConsoleSiteSisterApps',
  tag: TAG,
  auth: 'staff',
  summary: saveSummary('sister apps of the drawer (at most 20, https links)'),
  example: { body: { version: 0, value: [{ name: 'App', url: 'https://example.com/app' }] } },
  body: saveBody(SiteSisterAppsSchema),
  response: SavedSchema,
  errors: [409],
});

/** PUT /console/api/site-blocks/notice. */
export const consoleSiteNoticeSaveContract = defineContract(consoleSiteNoticeSaveRoute, {
  id: 'putConsoleSiteNotice',
  tag: TAG,
  auth: 'staff',
  summary: saveSummary(
    'Help’s notice at /v2/notice/250 (title, day, paragraphs split at blank lines, signature; all empty: no notice)',
  ),
  example: {
    body: {
      version: 0,
      value: {
        title: 'Holiday hours',
        date: '2027-01-20',
        body: 'Phone service pauses 1/28–1/30.',
        sign: '',
      },
    },
  },
  body: saveBody(SiteNoticeSchema),
  response: SavedSchema,
  errors: [409],
});

/** The save contract of each block kind. */
export const SITE_BLOCK_SAVE_CONTRACTS = {
  banners: consoleSiteBannersSaveContract,
  search_keywords: consoleSiteKeywordsSaveContract,
  contacts: consoleSiteContactsSaveContract,
  sister_apps: consoleSiteSisterAppsSaveContract,
  notice: consoleSiteNoticeSaveContract,
} as const satisfies Record<SiteBlockKind, unknown>;

/** Every site-block contract. */
export const CONSOLE_SITE_BLOCKS_CONTRACTS = [
  consoleSiteBlocksContract,
  ...Object.values(SITE_BLOCK_SAVE_CONTRACTS),
] as const;
