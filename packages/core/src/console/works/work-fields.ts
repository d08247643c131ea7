/**
 * One schema per work field as the console writes it, each with its zh-TW refusal
 * (docs/spec/console.md#works). Photos are media-library photos grouped by space (the spaces of
 * core's SPACES list), in the order staff put them, each with a caption and an alt text.
 */
import { z } from 'zod';
import { NEW_CONTENT_STATUSES } from '../../content/publishing/publication-facts.ts';
import { DbIdSchema } from '../../contracts/envelope.ts';
import { HOUSING_TYPES, SPACES } from '../../data/filters.ts';
import { consoleWorkMessages as m } from '../../messages/console-companies.ts';
import { contentListMessages } from '../../messages/content.ts';
import { format } from '../../messages/format.ts';
import { safeText } from '../../schemas/common.ts';
import { WORK_LIMITS as L } from '../companies/company-facts.ts';
import { EDITABLE_STATUSES, RegionIdSchema, StyleIdSchema } from '../companies/company-fields.ts';

/** A space id of the SPACES list. */
export const SpaceIdSchema = z
  .int(contentListMessages.space)
  .refine((id) => id > 0 && SPACES.some((s) => s.value === id), contentListMessages.space);
/** A housing-type id of the HOUSING_TYPES list. */
export const HousingTypeSchema = z
  .int(contentListMessages.housingType)
  .refine((id) => id > 0 && HOUSING_TYPES.some((h) => h.value === id), contentListMessages.housingType);

/** One photo of a work: a media-library photo, the space it shows, a caption and an alt text. */
export const WorkPhotoInputSchema = z.object({
  mediaId: DbIdSchema,
  spaceId: SpaceIdSchema,
  caption: z._default(safeText({ max: L.caption }), ''),
  alt: z._default(safeText({ max: L.alt }), ''),
});
/** A work photo as written. */
export type WorkPhotoInput = z.infer<typeof WorkPhotoInputSchema>;

const Count = (max: number) => z.int().min(0).max(max);

/** The fields of a work, none defaulted (a change names only what it changes). */
export const WORK_FIELDS = {
  companyId: DbIdSchema,
  title: safeText({ max: L.title }).check(z.minLength(1)),
  description: safeText({ max: L.description, multiline: true }),
  styleId: StyleIdSchema,
  housingType: HousingTypeSchema,
  areaPing: z.int().min(1).max(L.areaPing),
  room: Count(L.rooms),
  hall: Count(L.rooms),
  bath: Count(L.rooms),
  budgetWan: z.int().min(0).max(L.budgetWan),
  regionId: RegionIdSchema,
  designer: safeText({ max: L.designer }),
  coverMediaId: DbIdSchema.nullable(),
  /** In the order shown: the photos of one space together, the spaces in their first photo's order. */
  photos: z.array(WorkPhotoInputSchema).max(L.photos, format(m.tooManyPhotos, { max: L.photos })),
  isRepresent: z.boolean(),
  status: z.enum(EDITABLE_STATUSES),
};

/** What staff write to create a work (a new work is a draft unless published at once). */
export const WorkInputSchema = z.object({
  ...WORK_FIELDS,
  description: z._default(WORK_FIELDS.description, ''),
  designer: z._default(WORK_FIELDS.designer, ''),
  coverMediaId: WORK_FIELDS.coverMediaId.default(null),
  photos: WORK_FIELDS.photos.default([]),
  isRepresent: WORK_FIELDS.isRepresent.default(false),
  status: z.enum(NEW_CONTENT_STATUSES).default('draft'),
});

/** A change: any of the fields; `photos`, when given, replaces them all. */
export const WorkPatchSchema = z.object(WORK_FIELDS).partial();

/**
 * The photos grouped by space, each group where its first photo stood, the photos of a group in
 * the order given (what the site's gallery and its space tabs need).
 */
export function groupPhotosBySpace<T extends { spaceId: number }>(photos: readonly T[]): T[] {
  const groups = new Map<number, T[]>();
  for (const photo of photos) {
    const group = groups.get(photo.spaceId);
    if (group) group.push(photo);
    else groups.set(photo.spaceId, [photo]);
  }
  return [...groups.values()].flat();
}
