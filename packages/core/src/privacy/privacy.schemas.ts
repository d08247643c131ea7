/**
 * Privacy rights (個人資料保護法 Art. 3, 11, 20): a person proves a mobile with a `privacy` SMS
 * code and then exports, erases or stops marketing use of the data held under that mobile.
 */
import * as z from 'zod/mini';
import { LoginMobileSchema } from '../fields/mobile.ts';
import { SmsCodeSchema } from '../fields/schemas.ts';
import { envelopeOf } from '../schemas/common.ts';

/** Body of POST /v1/privacy/export, /v1/privacy/erase and /v1/privacy/marketing/withdraw. */
export const PrivacyRequestSchema = z.strictObject({
  mobile: LoginMobileSchema,
  code: SmsCodeSchema,
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
export type PrivacyRequestInput = z.input<typeof PrivacyRequestSchema>;

/** One record of the export: its columns as stored, personal fields included. */
export type PrivacyRecord = Record<string, unknown>;

/** Data of POST /v1/privacy/export: everything held under the mobile, by kind. */
export const PrivacyExportSchema = z.object({
  mobile: z.string(),
  exported_at: z.string(),
  notice_version: z.string(),
  account: z.nullable(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
  favourites: z.array(z.record(z.string(), z.unknown())),
  quotes: z.array(z.record(z.string(), z.unknown())),
  clues: z.array(z.record(z.string(), z.unknown())),
  consents: z.array(z.record(z.string(), z.unknown())),
  sms_messages: z.array(z.record(z.string(), z.unknown())),
  sms_codes: z.array(z.record(z.string(), z.unknown())),
  reviews: z.array(z.record(z.string(), z.unknown())),
  lead_notes: z.array(z.record(z.string(), z.unknown())),
  shares: z.array(z.record(z.string(), z.unknown())),
  visits: z.array(z.record(z.string(), z.unknown())),
  image_saves: z.array(z.record(z.string(), z.unknown())),
  style_tests: z.array(z.record(z.string(), z.unknown())),
  survey_answers: z.array(z.record(z.string(), z.unknown())),
  /** As a design company's member, invitee or applicant (docs/spec/company-side.md). */
  company_side: z.array(z.record(z.string(), z.unknown())),
  marketing_withdrawn: z.boolean(),
});
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>;
export const PrivacyExportResponseSchema = envelopeOf(PrivacyExportSchema);
export type PrivacyExportResponse = z.infer<typeof PrivacyExportResponseSchema>;

/** Data of POST /v1/privacy/erase: how many records of each kind were deleted or anonymised. */
export const PrivacyEraseResultSchema = z.object({
  account: z.number(),
  sessions: z.number(),
  favourites: z.number(),
  quotes: z.number(),
  clues: z.number(),
  consents: z.number(),
  sms_messages: z.number(),
  sms_codes: z.number(),
  social_accounts: z.number(),
  reviews: z.number(),
  lead_notes: z.number(),
  shares: z.number(),
  visits: z.number(),
  image_saves: z.number(),
  style_tests: z.number(),
  survey_answers: z.number(),
  company_side: z.number(),
});
export type PrivacyEraseResult = z.infer<typeof PrivacyEraseResultSchema>;
export const PrivacyEraseResponseSchema = envelopeOf(PrivacyEraseResultSchema);
export type PrivacyEraseResponse = z.infer<typeof PrivacyEraseResponseSchema>;
