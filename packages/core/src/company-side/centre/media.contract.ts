/**
 * A company's own photos (docs/spec/company-side.md#centre): its members upload a photo (the
 * media library's pipeline: the bytes decide it is a photo, every EXIF tag stripped, variants
 * made on the job engine) for its logo or its works, and read its processing state back. A
 * company sees only the photos its members uploaded.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { MEDIA_STATUSES } from '../../media/media-facts.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { COMPANY_SIDE_LIMITS } from '../company-side-facts.ts';
import { companyMediaRoute, companyMediaUploadRoute } from './centre.routes.ts';

/** A company's photo and its state. */
export const CompanyMediaSchema = z.object({
  id: DbIdSchema,
  status: z.enum(MEDIA_STATUSES),
  /** The photo as the site shows it, once ready. */
  picture: z.nullable(PictureSchema),
  /** Why processing failed (zh-TW), when it did. */
  error: z.string().nullable(),
});
/** A company's photo. */
export type CompanyMedia = z.infer<typeof CompanyMediaSchema>;

/** POST /v1/company/media. */
export const companyMediaUploadContract = defineContract(companyMediaUploadRoute, {
  id: 'postCompanyMedia',
  tag: 'company',
  auth: 'bearer',
  summary:
    "Uploads a photo of the member's company (JPEG, PNG, WebP or AVIF, at most 25 MB; multipart field `file`)",
  description: `429 once the company uploaded ${COMPANY_SIDE_LIMITS.photosPerDay} photos this Taipei day.`,
  rawBody: { contentType: 'multipart/form-data', description: 'field `file`: the photo' },
  status: 201,
  response: envelope(CompanyMediaSchema),
  errors: [403, 413, 415, 422, 429],
});

/** GET /v1/company/media/{id}. */
export const companyMediaContract = defineContract(companyMediaRoute, {
  id: 'getCompanyMedia',
  tag: 'company',
  auth: 'bearer',
  summary: "One photo the member's company uploaded: its processing state and, once ready, the picture",
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  example: { params: { id: 1 } },
  response: envelope(CompanyMediaSchema),
  errors: [403, 404],
});

/** The contracts of a company's photos. */
export const COMPANY_MEDIA_CONTRACTS = [companyMediaUploadContract, companyMediaContract] as const;
