/**
 * Rule (docs/spec/company-side.md#accounts): the /designer/recruit form refuses a value exactly
 * when the server would (the form's checks have no zod; the contract's schemas do), and with the
 * same zh-TW message — so a visitor never passes the form to be refused by the server, nor is
 * stopped by the form for a value the server takes.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ApplicationField,
  applicationBody,
  applicationErrors,
  applicationFieldError,
  EMPTY_APPLICATION,
} from './application-form.ts';
import { COMPANY_APPLICATION_FIELDS, CompanyApplicationInputSchema } from './applications.contract.ts';

const VALID = {
  ...EMPTY_APPLICATION,
  company_name: '好宅室內設計',
  tax_id: '04595257',
  contact_name: '林小姐',
  mobile: '0912345678',
  email: 'hello@example.com',
  region_id: '3',
  consent: true,
};

/** Values typed into each field, good and bad. */
const SAMPLES: Record<Exclude<ApplicationField, 'consent'>, string[]> = {
  company_name: ['', '   ', '好宅', '界'.repeat(60), '界'.repeat(61)],
  tax_id: ['', '04595257', '04595258', '1234567', '123456789', 'abcdefgh', '12345670', ' 04595257 '],
  contact_name: ['', ' ', '林', 'a'.repeat(40), 'a'.repeat(41)],
  mobile: ['', '0912345678', '912345678', '0942345678', '886912345678', '8860912345678', '02-2345678', 'abc'],
  email: [
    '',
    'a@b.co',
    'a@b',
    'no-at.example.com',
    'a b@c.com',
    `${'a'.repeat(112)}@b.co`,
    `${'a'.repeat(120)}@b.co`,
  ],
  region_id: ['', '1', '22', '0', '99', 'x'],
  licence_no: ['', '第 0001 號', 'a'.repeat(40), 'a'.repeat(41)],
  licence_expires_on: ['', '2030-12-31', '2030-02-30', '2030/12/31', 'tomorrow'],
  note: ['', '想承接老屋翻新', 'a'.repeat(500), 'a'.repeat(501)],
};

/** The server's refusal of one field as the form would post it, or undefined. */
function serverError(field: ApplicationField, values: typeof VALID): string | undefined {
  const body = applicationBody(values) as Record<string, unknown>;
  const result = z.safeParse(
    COMPANY_APPLICATION_FIELDS[field] as z.ZodType,
    field === 'mobile' ? values.mobile.trim() : body[field],
  );
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the application form and the server refuse the same values', () => {
  it('a filled form passes both, and its body is what the contract takes', () => {
    expect(applicationErrors(VALID)).toEqual({});
    expect(z.safeParse(CompanyApplicationInputSchema, applicationBody(VALID)).success).toBe(true);
  });

  for (const [field, values] of Object.entries(SAMPLES) as [ApplicationField, string[]][]) {
    it(`${field}: the same verdict and message for each value`, () => {
      for (const value of values) {
        const form = { ...VALID, [field]: value };
        const formError = applicationFieldError(field, form);
        expect([value, formError]).toEqual([value, serverError(field, form)]);
      }
    });
  }

  it('consent: refused unless ticked, on both sides', () => {
    for (const consent of [true, false]) {
      const form = { ...VALID, consent };
      expect(applicationFieldError('consent', form)).toEqual(serverError('consent', form));
    }
  });
});
