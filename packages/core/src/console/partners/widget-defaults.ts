/**
 * A partner's default widget options (docs/spec/console.md#partners): the embed builder's choices
 * a partner starts with, each field with its own rule and its own zh-TW reason, so the partner
 * form and the API name what is wrong on the field. The embed builder checks its fields by the
 * same rules (docs/spec/console.md#embed-builder).
 *
 * Stored under the attribute names the widgets take (`company-id`, `stop-redirect`); a region is
 * one of the 22 region ids (a text of digits is read as its number, as older rows hold it).
 */
import { z } from 'zod';
import { REGION_IDS } from '../../data/regions.ts';
import { consoleEmbedMessages } from '../../messages/console-embed.ts';
import { format } from '../../messages/format.ts';

const problems = consoleEmbedMessages.problems;

/** A module or resource type: letters, digits, `_` and `-`, 1–40 (what an attribute safely holds). */
const TOKEN = /^[\w-]{1,40}$/;
/** A company id: digits, at most nine. */
const COMPANY_ID = /^\d{1,9}$/;

/** True when `value` is a module or resource type the widgets take. */
export function isWidgetToken(value: string): boolean {
  return TOKEN.test(value);
}

/** True when `value` (a number or its digits) is one of the region ids. */
export function isRegionId(value: number | string): boolean {
  const id = typeof value === 'number' ? value : /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return REGION_IDS.includes(id);
}

/** True when `value` is a company id as the widgets take it. */
export function isCompanyId(value: string): boolean {
  return COMPANY_ID.test(value);
}

/** The quote form's versions, and how an element shows (the widgets' `version` and `mode`). */
export const QUOTE_VERSIONS = ['v2', 'v3'] as const;
export const WIDGET_MODES = ['popup', 'inline'] as const;

const Token = z.string(problems.badToken).check(z.regex(TOKEN, problems.badToken));

/** The default options, each optional; any other name is refused with its name. */
export const PartnerWidgetDefaultsSchema = z.strictObject(
  {
    version: z.enum(QUOTE_VERSIONS, problems.badVersion).optional(),
    mode: z.enum(WIDGET_MODES, problems.badMode).optional(),
    module: Token.optional(),
    type: Token.optional(),
    region: z
      .union([z.number(problems.badRegion), z.string(problems.badRegion)], problems.badRegion)
      .check(z.refine(isRegionId, problems.badRegion))
      .transform(Number)
      .optional(),
    'company-id': z.string(problems.badCompany).check(z.regex(COMPANY_ID, problems.badCompany)).optional(),
    'stop-redirect': z.boolean(problems.badFlag).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? format(problems.unknownDefault, { name: String(issue.keys[0]).slice(0, 40) })
        : undefined,
  },
);

/** The default options as stored and answered. */
export type PartnerWidgetDefaults = z.output<typeof PartnerWidgetDefaultsSchema>;

/** The default options' names, in the form's order. */
export const WIDGET_DEFAULT_NAMES = [
  'version',
  'mode',
  'module',
  'type',
  'region',
  'company-id',
  'stop-redirect',
] as const satisfies readonly (keyof PartnerWidgetDefaults)[];
