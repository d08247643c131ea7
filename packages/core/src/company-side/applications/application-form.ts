/**
 * The application form of /designer/recruit (docs/spec/company-side.md#accounts) without zod, for
 * the browser: the form's values, each field's zh-TW refusal by the same rules as the contract's
 * schemas (COMPANY_APPLICATION_FIELDS; a test holds the two together), and the body it posts.
 */
import { COMPANY_LIMITS, isValidTaxId } from '../../console/companies/company-facts.ts';
import { isRegionId } from '../../data/regions.ts';
import { isTaiwanMobile, storedMobile } from '../../fields/mobile.ts';
import { companyApplicationMessages as m } from '../../messages/company-accounts.ts';
import { loginMessages } from '../../messages/login.ts';

/** The 統一編號 checksum, for the form's live check. */
export { isValidTaxId };

/** The limits of the form's free-text fields (the contract reads them from here). */
export const COMPANY_APPLICATION_LIMITS = { contactName: 40, email: 120, note: 500 } as const;

/** The form's values as typed (the city as its select value). */
export interface ApplicationFormValues {
  company_name: string;
  tax_id: string;
  contact_name: string;
  mobile: string;
  email: string;
  region_id: string;
  licence_no: string;
  licence_expires_on: string;
  note: string;
  consent: boolean;
}

/** A field of the form. */
export type ApplicationField = keyof ApplicationFormValues;

/** The fields in the order the form shows them (the first refused one takes the focus). */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'company_name',
  'tax_id',
  'contact_name',
  'mobile',
  'email',
  'region_id',
  'licence_no',
  'licence_expires_on',
  'note',
  'consent',
];

/** An empty form. */
export const EMPTY_APPLICATION: ApplicationFormValues = {
  company_name: '',
  tax_id: '',
  contact_name: '',
  mobile: '',
  email: '',
  region_id: '',
  licence_no: '',
  licence_expires_on: '',
  note: '',
  consent: false,
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (no 30 February). */
function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The refusal of one field, or undefined when it is fine. */
export function applicationFieldError(
  field: ApplicationField,
  values: ApplicationFormValues,
): string | undefined {
  const text = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
  switch (field) {
    case 'company_name':
      return text && text.length <= COMPANY_LIMITS.name ? undefined : m.companyNameRequired;
    case 'tax_id':
      return isValidTaxId(text) ? undefined : m.taxIdInvalid;
    case 'contact_name':
      return text && text.length <= COMPANY_APPLICATION_LIMITS.contactName
        ? undefined
        : m.contactNameRequired;
    case 'mobile':
      if (!text) return loginMessages.mobileRequired;
      return isTaiwanMobile(text) ? undefined : loginMessages.mobileInvalid;
    case 'email':
      return EMAIL.test(text) && text.length <= COMPANY_APPLICATION_LIMITS.email ? undefined : m.emailInvalid;
    case 'region_id':
      return isRegionId(Number(text)) && text !== '' ? undefined : m.regionRequired;
    case 'licence_no':
      return text.length <= COMPANY_LIMITS.licenceNo ? undefined : m.licenceNoInvalid;
    case 'licence_expires_on':
      return text === '' || isCalendarDay(text) ? undefined : m.licenceExpiresOnInvalid;
    case 'note':
      return values.note.length <= COMPANY_APPLICATION_LIMITS.note ? undefined : m.noteTooLong;
    case 'consent':
      return values.consent ? undefined : m.consentRequired;
  }
}

/** Every refused field with its message. */
export function applicationErrors(values: ApplicationFormValues): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  for (const field of APPLICATION_FIELDS) {
    const error = applicationFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The body the form posts (`POST /api/company-applications`). */
export function applicationBody(values: ApplicationFormValues) {
  return {
    company_name: values.company_name.trim(),
    tax_id: values.tax_id.trim(),
    contact_name: values.contact_name.trim(),
    mobile: storedMobile(values.mobile.trim()),
    email: values.email.trim(),
    region_id: Number(values.region_id),
    licence_no: values.licence_no.trim(),
    licence_expires_on: values.licence_expires_on.trim() || null,
    note: values.note,
    consent: values.consent,
  };
}
