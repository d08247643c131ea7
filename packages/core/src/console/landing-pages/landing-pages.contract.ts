/**
 * Landing pages (docs/spec/console.md#landing-pages, ADR 026): marketing staff write them in the console; the
 * host site
 * serves a published one at /land/{slug}, and after its end date says the campaign has ended.
 * The console endpoints take the staff session cookie only (admin, marketing), check `Origin` on
 * every change and write each change to the audit log.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema } from '../../contracts/envelope.ts';
import { LANDING_PAGE_STATUSES, LANDING_SLUG } from '../../landing/landing-facts.ts';
import { consoleMessages } from '../../messages/console.ts';
import { consoleLandingMessages } from '../../messages/console-landing.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleLandingPageCreateRoute,
  consoleLandingPageRoute,
  consoleLandingPagesRoute,
  consoleLandingPageUpdateRoute,
  landingPagePublicRoute,
} from './landing-pages.routes.ts';

/** The slugs of the spec's fixed /land/* pages (ADR 026): a console page may not take them. */
export const FIXED_LANDING_SLUGS: readonly string[] = [
  'heal',
  'toto',
  'compare',
  'resource-package',
  'decoration-quotes',
];

/** A slug: lower-case letters, digits and `-`, 1–64, not starting or ending with `-`, not a fixed page's. */
export const LandingSlugSchema = z.string().check(
  z.minLength(1, consoleLandingMessages.slugRequired),
  z.regex(LANDING_SLUG, consoleMessages.landing.badSlug),
  z.refine((slug: string) => !FIXED_LANDING_SLUGS.includes(slug), consoleMessages.landing.slugReserved),
);

/** An https (or http) URL, or empty. */
const ImageUrlSchema = z.union(
  [
    z.literal(''),
    z
      .url({ protocol: /^https?$/, error: consoleLandingMessages.badImageUrl })
      .check(z.maxLength(500, consoleLandingMessages.badImageUrl)),
  ],
  consoleLandingMessages.badImageUrl,
);

/** A short token as widget attributes and UTM values take it (or empty). */
const TokenSchema = z.string().check(z.regex(/^[\w-]{0,40}$/, consoleMessages.landing.badToken));

export const LandingSectionSchema = z.object({
  heading: safeText({ max: 100 }).check(z.minLength(1, consoleLandingMessages.sectionHeadingRequired)),
  body: safeText({ max: 2000, multiline: true }),
});

/** The fields staff write, none defaulted (a change names only what it changes). */
const LANDING_FIELDS = {
  slug: LandingSlugSchema,
  title: safeText({ max: 100 }).check(z.minLength(1, consoleLandingMessages.titleRequired)),
  heroText: safeText({ max: 500, multiline: true }),
  heroImage: ImageUrlSchema,
  sections: z.array(LandingSectionSchema).max(20),
  quoteModule: TokenSchema,
  utmSource: TokenSchema,
  utmCampaign: TokenSchema,
  status: z.enum(LANDING_PAGE_STATUSES),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
};

/** What staff write to create a page (what they leave out is empty, a draft, no end). */
export const LandingPageInputSchema = z.object({
  ...LANDING_FIELDS,
  heroText: z._default(LANDING_FIELDS.heroText, ''),
  heroImage: LANDING_FIELDS.heroImage.default(''),
  sections: LANDING_FIELDS.sections.default([]),
  quoteModule: LANDING_FIELDS.quoteModule.default(''),
  utmSource: LANDING_FIELDS.utmSource.default(''),
  utmCampaign: LANDING_FIELDS.utmCampaign.default(''),
  status: LANDING_FIELDS.status.default('draft'),
  endsAt: LANDING_FIELDS.endsAt.default(null),
});

/** A change: any of the fields, the others kept. */
export const LandingPagePatchSchema = z.object(LANDING_FIELDS).partial();

/** A landing page as the console reads it. */
export const LandingPageSchema = z.object({
  id: DbIdSchema,
  slug: z.string(),
  title: z.string(),
  heroText: z.string(),
  heroImage: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  quoteModule: z.string(),
  utmSource: z.string(),
  utmCampaign: z.string(),
  status: z.enum(LANDING_PAGE_STATUSES),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});

/** The public page: a published landing page, and whether it has ended. */
export const PublicLandingPageSchema = LandingPageSchema.omit({
  status: true,
  updatedAt: true,
  id: true,
}).extend({
  ended: z.boolean(),
});

const IdParamsSchema = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

const CONSOLE = 'Staff session cookie only (admin, marketing); `Origin` checked on changes; audited.';

export const consoleLandingPagesContract = defineContract(consoleLandingPagesRoute, {
  id: 'getConsoleLandingPages',
  tag: 'console',
  summary: 'Every landing page, drafts too, newest first',
  description: CONSOLE,
  auth: 'staff',
  response: z.array(LandingPageSchema),
  errors: [403],
});

export const consoleLandingPageCreateContract = defineContract(consoleLandingPageCreateRoute, {
  id: 'postConsoleLandingPage',
  tag: 'console',
  summary: 'Creates a landing page (409 when the slug is taken)',
  description: CONSOLE,
  auth: 'staff',
  body: LandingPageInputSchema,
  response: LandingPageSchema,
  status: 201,
  errors: [403, 409],
});

export const consoleLandingPageContract = defineContract(consoleLandingPageRoute, {
  id: 'getConsoleLandingPage',
  tag: 'console',
  summary: 'One landing page',
  description: CONSOLE,
  auth: 'staff',
  params: IdParamsSchema,
  response: LandingPageSchema,
  errors: [403, 404],
});

export const consoleLandingPageUpdateContract = defineContract(consoleLandingPageUpdateRoute, {
  id: 'patchConsoleLandingPage',
  tag: 'console',
  summary: 'Changes a landing page: content, draft/published, end date (409 when the new slug is taken)',
  description: CONSOLE,
  auth: 'staff',
  params: IdParamsSchema,
  body: LandingPagePatchSchema,
  response: LandingPageSchema,
  errors: [403, 404, 409],
});

export const landingPagePublicContract = defineContract(landingPagePublicRoute, {
  id: 'getLandingPage',
  tag: 'console',
  summary: 'A published landing page by its slug (what /land/{slug} shows); 404 for drafts and unknown slugs',
  params: z.object({ slug: LandingSlugSchema }),
  response: PublicLandingPageSchema,
  errors: [404],
});

/** The landing-page contracts. */
export const CONSOLE_LANDING_PAGE_CONTRACTS = [
  consoleLandingPagesContract,
  consoleLandingPageCreateContract,
  consoleLandingPageContract,
  consoleLandingPageUpdateContract,
  landingPagePublicContract,
] as const;
