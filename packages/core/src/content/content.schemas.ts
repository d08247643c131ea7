/**
 * Content read by the pages (docs/spec/session.md#entities, docs/spec/quotes.md#entities): article detail,
 * work detail, company from work.
 */
import * as z from 'zod/mini';
import { envelopeOf, FlagSchema, IdSchema, QueryIdSchema } from '../schemas/common.ts';

/** Query of the detail calls that take one id (article detail, works detail, company from work). */
export const IdQuerySchema = z.object({ id: QueryIdSchema });
export type IdQuery = z.infer<typeof IdQuerySchema>;
export type IdQueryInput = z.input<typeof IdQuerySchema>;

/** An image of an article, linked to the work it comes from. */
export const ArticleImageSchema = z.object({
  work_id: z.nullable(IdSchema),
  work_index: z.int().check(z.nonnegative()),
  src: z.string(),
  tags: z.array(z.string()),
  alt: z.string(),
});
export type ArticleImage = z.infer<typeof ArticleImageSchema>;

/** Article detail data. */
export const ArticleDetailSchema = z.object({
  id: IdSchema,
  title: z.string(),
  content: z.string(),
  is_collect: z.boolean(),
  collect_count: z.int().check(z.nonnegative()),
  share_count: z.int().check(z.nonnegative()),
  favor_count: z.int().check(z.nonnegative()),
  is_favor: z.boolean(),
  is_dislike: z.boolean(),
  aiLabels: z.array(z.string()),
  imageList: z.array(ArticleImageSchema),
  viewImageList: z.array(ArticleImageSchema),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** Envelope of the article detail. */
export const ArticleDetailResponseSchema = envelopeOf(ArticleDetailSchema);
export type ArticleDetailResponse = z.infer<typeof ArticleDetailResponseSchema>;

/** A marker placed on a work image. */
export const ImageMarkerSchema = z.object({
  x: z.number(),
  y: z.number(),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
});
export type ImageMarker = z.infer<typeof ImageMarkerSchema>;

/** An image of a work. Images whose space_cn is the floor-plan label stay out of the viewer. */
export const WorkImageSchema = z.object({
  id: IdSchema,
  url: z.string(),
  space_cn: z.string(),
  is_collect: z.boolean(),
  markers: z.array(ImageMarkerSchema),
});
export type WorkImage = z.infer<typeof WorkImageSchema>;

/** A gallery category (space): name, first image index, image count. */
export const WorkSpaceSchema = z.object({
  name: z.string(),
  start_index: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
});
export type WorkSpace = z.infer<typeof WorkSpaceSchema>;

/** Construction photos of a representative work. */
export const RepresentDataSchema = z.object({
  construction_images: z.array(WorkImageSchema),
  construction_labels: z.array(z.string()),
});
export type RepresentData = z.infer<typeof RepresentDataSchema>;

/** A company as the work and article pages show it. */
export const CompanySummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  logo: z.optional(z.nullable(z.string())),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** Work detail data (code 200 is success). */
export const WorkDetailSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** 1 is a representative work. */
  is_represent_work: FlagSchema,
  is_collect: z.boolean(),
  company: CompanySummarySchema,
  spaces: z.array(WorkSpaceSchema),
  images: z.array(WorkImageSchema),
  represent_data: z.nullable(RepresentDataSchema),
});
export type WorkDetail = z.infer<typeof WorkDetailSchema>;

/** Envelope of the works detail. */
export const WorkDetailResponseSchema = envelopeOf(WorkDetailSchema);
export type WorkDetailResponse = z.infer<typeof WorkDetailResponseSchema>;

/** Envelope of company-from-work (a failure is answered as code 404 by the client). */
export const CompanyFromWorkResponseSchema = envelopeOf(z.nullable(CompanySummarySchema));
export type CompanyFromWorkResponse = z.infer<typeof CompanyFromWorkResponseSchema>;
