/**
 * One schema per company field as the console writes it, each with its zh-TW refusal
 * (docs/spec/console.md#companies): the contract, and so the server and the console's form,
 * validate with these.
 */
import { z } from 'zod';
import { COMPANY_SIDE_LIMITS, DEFAULT_MONTHLY_CAPACITY } from '../../company-side/company-side-facts.ts';
import { HAND_PUBLISHED_STATUSES, NEW_CONTENT_STATUSES } from '../../content/publishing/publication-facts.ts';
import { DbIdSchema } from '../../contracts/envelope.ts';
import { STYLES } from '../../data/filters.ts';
import { isRegionId } from '../../data/regions.ts';
import { consoleCompanySideMessages } from '../../messages/company-accounts.ts';
import { consoleApiMessages } from '../../messages/console-api.ts';
import { consoleCompanyMessages as m } from '../../messages/console-companies.ts';
import { contentListMessages } from '../../messages/content.ts';
import { safeText } from '../../schemas/common.ts';
import { isValidTaxId, COMPANY_LIMITS as L } from './company-facts.ts';

/** The states staff set a company or a work to (scheduling is not offered for them). */
export const EDITABLE_STATUSES = HAND_PUBLISHED_STATUSES;

/** A city id (1…22). */
export const RegionIdSchema = z.int(m.badRegion).refine((id) => isRegionId(id), m.badRegion);
/** A style id of the style list. */
export const StyleIdSchema = z
  .int(contentListMessages.style)
  .refine((id) => id > 0 && STYLES.some((s) => s.value === id), contentListMessages.style);
/** A 統一編號 by its checksum (isValidTaxId). */
export const TaxIdSchema = z.string(m.badTaxId).refine(isValidTaxId, m.badTaxId);
/** A calendar day, `YYYY-MM-DD`. */
export const DaySchema = z.iso.date(m.badDate);
/** A phone number as a company writes it, or empty. */
const PhoneSchema = z.union([z.literal(''), z.string().regex(/^[\d +\-()#]{7,20}$/, m.badPhone)], {
  error: m.badPhone,
});
/** An e-mail address, or empty. */
const badEmail = consoleApiMessages.emailInvalid;
const EmailSchema = z.union([z.literal(''), z.email(badEmail).max(L.email, badEmail)], { error: badEmail });
/** A web address (http or https), or empty. */
const WebsiteSchema = z.union(
  [z.literal(''), z.url({ protocol: /^https?$/, error: m.badWebsite }).max(L.website, m.badWebsite)],
  { error: m.badWebsite },
);
/** A whole number of 萬 NTD. */
const WanSchema = z.int().min(0).max(L.budgetWan);

/** The fields of a company, none defaulted (a change names only what it changes). */
export const COMPANY_FIELDS = {
  name: safeText({ max: L.name }).check(z.minLength(1)),
  /** A photo of the media library. */
  logoMediaId: DbIdSchema.nullable(),
  intro: safeText({ max: L.intro, multiline: true }),
  regionId: RegionIdSchema,
  address: safeText({ max: L.address }),
  servedRegionIds: z.array(RegionIdSchema).max(L.regions),
  styleIds: z.array(StyleIdSchema).max(L.styles),
  priceMinWan: WanSchema,
  priceMaxWan: WanSchema,
  /** Null until the company or the staff say it (never invented). */
  foundedYear: z
    .int(m.badFoundedYear)
    .min(L.foundedYearMin, m.badFoundedYear)
    .refine((year) => year <= new Date().getFullYear(), m.badFoundedYear)
    .nullable(),
  /** Null until the company or the staff say it (never invented). */
  teamSize: z.int().min(1).max(L.teamSize).nullable(),
  phone: PhoneSchema,
  email: EmailSchema,
  website: WebsiteSchema,
  taxId: TaxIdSchema.nullable(),
  licenceNo: safeText({ max: L.licenceNo }),
  licenceExpiresOn: DaySchema.nullable(),
  verified: z.boolean(),
  status: z.enum(EDITABLE_STATUSES),
  /** Leads a month the company takes (docs/spec/company-side.md#matching). */
  monthlyCapacity: z.int().min(0).max(COMPANY_SIDE_LIMITS.monthlyCapacity),
  /** Takes no new leads while paused. */
  paused: z.boolean(),
  /** The size band it takes, 坪 (null: no bound). */
  sizeMinPing: z.int().min(0).max(COMPANY_SIDE_LIMITS.sizePing).nullable(),
  sizeMaxPing: z.int().min(0).max(COMPANY_SIDE_LIMITS.sizePing).nullable(),
};

/** The size band reads low to high. */
export function sizeBandInOrder(company: {
  sizeMinPing?: number | null;
  sizeMaxPing?: number | null;
}): boolean {
  return (
    company.sizeMinPing == null || company.sizeMaxPing == null || company.sizeMinPing <= company.sizeMaxPing
  );
}

/** The budget band reads low to high. */
export function budgetInOrder(company: { priceMinWan?: number; priceMaxWan?: number }): boolean {
  return (
    company.priceMinWan === undefined ||
    company.priceMaxWan === undefined ||
    company.priceMinWan <= company.priceMaxWan
  );
}

/** What staff write to create a company (what they leave out is empty; a new company is a draft). */
export const CompanyInputSchema = z
  .object({
    ...COMPANY_FIELDS,
    logoMediaId: COMPANY_FIELDS.logoMediaId.default(null),
    intro: z._default(COMPANY_FIELDS.intro, ''),
    address: z._default(COMPANY_FIELDS.address, ''),
    servedRegionIds: COMPANY_FIELDS.servedRegionIds.default([]),
    styleIds: COMPANY_FIELDS.styleIds.default([]),
    priceMinWan: COMPANY_FIELDS.priceMinWan.default(0),
    priceMaxWan: COMPANY_FIELDS.priceMaxWan.default(0),
    foundedYear: COMPANY_FIELDS.foundedYear.default(null),
    teamSize: COMPANY_FIELDS.teamSize.default(null),
    phone: COMPANY_FIELDS.phone.default(''),
    email: COMPANY_FIELDS.email.default(''),
    website: COMPANY_FIELDS.website.default(''),
    taxId: COMPANY_FIELDS.taxId.default(null),
    licenceNo: z._default(COMPANY_FIELDS.licenceNo, ''),
    licenceExpiresOn: COMPANY_FIELDS.licenceExpiresOn.default(null),
    verified: COMPANY_FIELDS.verified.default(false),
    status: z.enum(NEW_CONTENT_STATUSES).default('draft'),
    monthlyCapacity: COMPANY_FIELDS.monthlyCapacity.default(DEFAULT_MONTHLY_CAPACITY),
    paused: COMPANY_FIELDS.paused.default(false),
    sizeMinPing: COMPANY_FIELDS.sizeMinPing.default(null),
    sizeMaxPing: COMPANY_FIELDS.sizeMaxPing.default(null),
  })
  .refine(budgetInOrder, { message: m.badBudget, path: ['priceMinWan'] })
  .refine(sizeBandInOrder, { message: consoleCompanySideMessages.badSize, path: ['sizeMinPing'] });

/** A change: any of the fields, the others kept (the budget band is checked with the kept half). */
export const CompanyPatchSchema = z
  .object(COMPANY_FIELDS)
  .partial()
  .refine(budgetInOrder, { message: m.badBudget, path: ['priceMinWan'] })
  .refine(sizeBandInOrder, { message: consoleCompanySideMessages.badSize, path: ['sizeMinPing'] });
