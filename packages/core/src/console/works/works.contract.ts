/**
 * Works in the console (docs/spec/console.md#works), for editors and admins (`content.manage`):
 * a page of works searched by title and filtered by company and status, one work with its photos,
 * creating (`201 {data: {id}}`) and changing one. Staff session cookie only, `Origin` checked on
 * changes, every change in the audit log.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { consoleWorkMessages as wm } from '../../messages/console-companies.ts';
import { safeText } from '../../schemas/common.ts';
import { EDITABLE_STATUSES } from '../companies/company-fields.ts';
import { WorkInputSchema, WorkPatchSchema } from './work-fields.ts';
import {
  consoleWorkCreateRoute,
  consoleWorkReturnRoute,
  consoleWorkRoute,
  consoleWorksRoute,
  consoleWorkUpdateRoute,
} from './works.routes.ts';

/** Works one list page holds. */
export const CONSOLE_WORKS_PAGE_SIZE = 20;

/** A work as the console's list shows it. */
export const ConsoleWorkRowSchema = z.object({
  id: DbIdSchema,
  title: z.string(),
  company: z.object({ id: DbIdSchema, name: z.string(), status: z.enum(EDITABLE_STATUSES) }),
  status: z.enum(EDITABLE_STATUSES),
  isRepresent: z.boolean(),
  photoCount: z.int().nonnegative(),
  updatedAt: z.string(),
  /** When its company's member sent it for review (null: not waiting). */
  reviewRequestedAt: z.string().nullable(),
  /** Why the staff returned it to its company (null: not returned since it was last sent). */
  reviewNote: z.string().nullable(),
});

/** A photo of a work as the console reads it back. */
export const ConsoleWorkPhotoSchema = z.object({
  mediaId: DbIdSchema,
  spaceId: z.int(),
  caption: z.string(),
  alt: z.string(),
  /** The photo as the site shows it (null while it is processing). */
  picture: z.nullable(PictureSchema),
});

/** A work as the console's form reads it. */
export const ConsoleWorkSchema = ConsoleWorkRowSchema.extend({
  description: z.string(),
  styleId: z.int(),
  housingType: z.int(),
  areaPing: z.int(),
  room: z.int(),
  hall: z.int(),
  bath: z.int(),
  budgetWan: z.int(),
  regionId: z.int(),
  designer: z.string(),
  coverMediaId: DbIdSchema.nullable(),
  photos: z.array(ConsoleWorkPhotoSchema),
});

/** The list's query. */
export const ConsoleWorksQuerySchema = z.object({
  q: z.optional(safeText({ max: 80 })),
  company_id: z.coerce.number().pipe(DbIdSchema).optional(),
  status: z.enum(EDITABLE_STATUSES).optional(),
  /** Only the drafts companies sent for review (待審核), oldest request first. */
  waiting: z.stringbool().optional(),
  page: z.coerce.number().pipe(z.int().min(1).max(10_000)).default(1),
});

const IdParamsSchema = z.object({ id: z.coerce.number().pipe(DbIdSchema) });
const DESCRIPTION = 'Staff session cookie only (editor, admin); `Origin` checked on changes; audited.';

/** GET /console/api/works. */
export const consoleWorksContract = defineContract(consoleWorksRoute, {
  id: 'getConsoleWorks',
  tag: 'console',
  auth: 'staff',
  summary: 'A page of works, hidden ones too, by title; filtered by company, status and waiting for review',
  description: DESCRIPTION,
  query: ConsoleWorksQuerySchema,
  response: envelope(
    z.object({ items: z.array(ConsoleWorkRowSchema), total: z.int().nonnegative(), page: z.int() }),
  ),
  errors: [403],
});

/** POST /console/api/works. */
export const consoleWorkCreateContract = defineContract(consoleWorkCreateRoute, {
  id: 'postConsoleWork',
  tag: 'console',
  auth: 'staff',
  summary:
    'Creates a work of a company with its photos by space (a draft unless published at once); 409 when the title is taken',
  description: DESCRIPTION,
  body: WorkInputSchema,
  status: 201,
  response: envelope(z.object({ id: DbIdSchema })),
  errors: [403, 409, 422],
});

/** GET /console/api/works/{id}. */
export const consoleWorkContract = defineContract(consoleWorkRoute, {
  id: 'getConsoleWork',
  tag: 'console',
  auth: 'staff',
  summary: 'One work with its photos in order',
  description: DESCRIPTION,
  params: IdParamsSchema,
  response: envelope(ConsoleWorkSchema),
  errors: [403, 404],
});

/** PATCH /console/api/works/{id}. */
export const consoleWorkUpdateContract = defineContract(consoleWorkUpdateRoute, {
  id: 'patchConsoleWork',
  tag: 'console',
  auth: 'staff',
  summary: 'Changes a work; `photos`, when given, replaces them all in the order given',
  description: DESCRIPTION,
  params: IdParamsSchema,
  body: WorkPatchSchema,
  response: envelope(ConsoleWorkSchema),
  errors: [403, 404, 409, 422],
});

/** POST /console/api/works/{id}/return. */
export const consoleWorkReturnContract = defineContract(consoleWorkReturnRoute, {
  id: 'postConsoleWorkReturn',
  tag: 'console',
  auth: 'staff',
  summary:
    'Returns a work its company sent for review (waiting), with the reason the company reads in its centre; it stays a draft until sent again; 409 when it is not waiting',
  description: DESCRIPTION,
  params: IdParamsSchema,
  body: z.object({
    reason: z.pipe(
      safeText({ max: 200, message: wm.returnReason, tooLong: wm.returnReason }),
      z.string().trim().min(1, wm.returnReason),
    ),
  }),
  example: { params: { id: 1 }, body: { reason: 'Please add photos of the kitchen' } },
  response: envelope(z.object({ returned: z.literal(true) })),
  errors: [403, 404, 409],
});

/** The console's work contracts. */
export const CONSOLE_WORKS_CONTRACTS = [
  consoleWorksContract,
  consoleWorkCreateContract,
  consoleWorkContract,
  consoleWorkUpdateContract,
  consoleWorkReturnContract,
] as const;
