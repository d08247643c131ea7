/**
 * A design company's works in its centre (docs/spec/company-side.md#centre): its members list
 * them, write a draft with its photos (the company's own uploads, grouped by space), and send it
 * for review. A company verified by the staff that already has a published work publishes at
 * once; any other waits for the staff (the console's 待審核 list). A published work is the
 * staff's to change.
 */
import { z } from 'zod';
import { WORK_LIMITS } from '../../console/companies/company-facts.ts';
import { EDITABLE_STATUSES } from '../../console/companies/company-fields.ts';
import { SpaceIdSchema, WORK_FIELDS } from '../../console/works/work-fields.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { safeText } from '../../schemas/common.ts';
import { companyWorkCreateRoute, companyWorksRoute, companyWorkUpdateRoute } from './centre.routes.ts';

/** One photo of a work as a member writes it. */
export const CompanyWorkPhotoInputSchema = z.object({
  media_id: DbIdSchema,
  space_id: SpaceIdSchema,
  caption: z._default(safeText({ max: WORK_LIMITS.caption }), ''),
  alt: z._default(safeText({ max: WORK_LIMITS.alt }), ''),
});

/** A work as a member writes it (the console's field schemas); `submit` sends it for review. */
export const CompanyWorkInputSchema = z.object({
  title: WORK_FIELDS.title,
  description: z._default(WORK_FIELDS.description, ''),
  style_id: WORK_FIELDS.styleId,
  housing_type: WORK_FIELDS.housingType,
  area_ping: WORK_FIELDS.areaPing,
  room: WORK_FIELDS.room,
  hall: WORK_FIELDS.hall,
  bath: WORK_FIELDS.bath,
  budget_wan: WORK_FIELDS.budgetWan,
  region_id: WORK_FIELDS.regionId,
  designer: z._default(WORK_FIELDS.designer, ''),
  cover_media_id: WORK_FIELDS.coverMediaId.default(null),
  photos: z.array(CompanyWorkPhotoInputSchema).max(WORK_LIMITS.photos).default([]),
  submit: z.boolean().default(false),
});
/** A work as written. */
export type CompanyWorkInput = z.input<typeof CompanyWorkInputSchema>;

/** A work as the centre shows it. */
export const CompanyWorkSchema = z.object({
  id: DbIdSchema,
  title: z.string(),
  status: z.enum(EDITABLE_STATUSES),
  /** When it was sent for the staff's review (null: not waiting). */
  review_requested_at: z.string().nullable(),
  /** Why the staff returned it (null: not returned since it was last sent). */
  review_note: z.string().nullable(),
  description: z.string(),
  style_id: z.int(),
  housing_type: z.int(),
  area_ping: z.int(),
  room: z.int(),
  hall: z.int(),
  bath: z.int(),
  budget_wan: z.int(),
  region_id: z.int(),
  designer: z.string(),
  cover_media_id: DbIdSchema.nullable(),
  photos: z.array(
    z.object({
      media_id: DbIdSchema,
      space_id: z.int(),
      caption: z.string(),
      alt: z.string(),
      /** Null while it is processing. */
      picture: z.nullable(PictureSchema),
    }),
  ),
  updated_at: z.string(),
});
/** A company's work. */
export type CompanyWork = z.infer<typeof CompanyWorkSchema>;

const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });
const EXAMPLE = {
  title: 'A three-bedroom flat renewed',
  style_id: 1,
  housing_type: 1,
  area_ping: 30,
  room: 3,
  hall: 2,
  bath: 2,
  budget_wan: 120,
  region_id: 1,
};

/** GET /v1/company/works. */
export const companyWorksContract = defineContract(companyWorksRoute, {
  id: 'getCompanyWorks',
  tag: 'company',
  auth: 'bearer',
  summary: "The works of the member's company, drafts included, newest change first (at most 200)",
  response: envelope(z.object({ items: z.array(CompanyWorkSchema) })),
  errors: [403],
});

/** POST /v1/company/works. */
export const companyWorkCreateContract = defineContract(companyWorkCreateRoute, {
  id: 'postCompanyWork',
  tag: 'company',
  auth: 'bearer',
  summary: "Creates a draft work of the member's company with its photos; `submit` sends it for review",
  body: CompanyWorkInputSchema,
  example: { body: EXAMPLE },
  status: 201,
  response: envelope(CompanyWorkSchema),
  errors: [403, 409, 422],
});

/** PUT /v1/company/works/{id}. */
export const companyWorkUpdateContract = defineContract(companyWorkUpdateRoute, {
  id: 'putCompanyWork',
  tag: 'company',
  auth: 'bearer',
  summary: "Saves a draft or unpublished work of the member's company whole; `submit` sends it for review",
  params: IdParams,
  body: CompanyWorkInputSchema,
  example: { params: { id: 1 }, body: EXAMPLE },
  response: envelope(CompanyWorkSchema),
  errors: [403, 404, 409, 422],
});

/** The contracts of a company's works. */
export const COMPANY_WORKS_CONTRACTS = [
  companyWorksContract,
  companyWorkCreateContract,
  companyWorkUpdateContract,
] as const;
