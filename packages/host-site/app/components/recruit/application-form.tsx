/**
 * The application form of /designer/recruit (docs/spec/company-side.md#accounts): company name,
 * 統一編號 (checked by its checksum as it is typed), contact, mobile, e-mail, city, the optional
 * licence and its expiry, a note, and the consent naming the privacy notice. Each refused field
 * says why next to it (aria-invalid, aria-describedby) and the first one takes the focus; the
 * server's refusals land on their fields the same way. A retry of the same submit sends the same
 * Idempotency-Key. Sent, the form gives way to a thank-you that takes the focus.
 */
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type ApplicationFormValues,
  applicationBody,
  applicationErrors,
  applicationFieldError,
  companyApplicationRoute,
  consentMessages,
  EMPTY_APPLICATION,
  failureMessage,
  isApiError,
  isValidTaxId,
  companyApplicationMessages as m,
  REGIONS,
} from '@renovo/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { tidyMobileRef } from '../../lib/tidy-mobile.ts';

type Errors = Partial<Record<ApplicationField, string>>;

/** The server's field refusals of a 422 (`errors: [{field, message}]`). */
function serverFieldErrors(error: unknown): Errors {
  if (!isApiError(error, 422)) return {};
  const body = error.body as { errors?: { field: string; message: string }[] } | undefined;
  const found: Errors = {};
  for (const issue of body?.errors ?? []) {
    const field = APPLICATION_FIELDS.find((f) => f === issue.field);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

export function ApplicationForm() {
  const id = useId();
  const [values, setValues] = useState<ApplicationFormValues>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const key = useRef<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const fieldId = (field: ApplicationField) => `${id}-${field}`;
  const errorId = (field: ApplicationField) => `${id}-${field}-error`;

  function set<K extends ApplicationField>(field: K, value: ApplicationFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already refused is checked again as it is corrected.
    if (errors[field]) setErrors({ ...errors, [field]: applicationFieldError(field, next) });
    // Any change is a new submit: a new Idempotency-Key.
    key.current = null;
  }

  function focusFirst(found: Errors) {
    const first = APPLICATION_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = applicationErrors(values);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0) {
      setProblem(m.fixFields);
      focusFirst(found);
      return;
    }
    setBusy(true);
    key.current ??= crypto.randomUUID();
    try {
      await browserApi().request(companyApplicationRoute, {
        body: applicationBody(values),
        idempotencyKey: key.current,
      });
      setSent(true);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      // The server's refusal, or that no answer came (never "fix the fields" for a dropped network).
      setProblem(failureMessage(error, m.fixFields));
      focusFirst(fromServer);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className="recruit-apply recruit-apply--done" aria-labelledby={`${id}-done`}>
        <h3 id={`${id}-done`} ref={doneRef} tabIndex={-1}>
          {m.submitted}
        </h3>
        <p role="status">{m.submittedLead}</p>
      </section>
    );
  }

  /** One labelled field with its refusal. */
  const field = (name: ApplicationField, label: string, control: ReactNode, hint?: ReactNode) => (
    <div className="recruit-apply__field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {control}
      {hint}
      {errors[name] ? (
        <p className="recruit-apply__error" id={errorId(name)}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  /** The props every control shares. */
  const common = (name: ApplicationField) => ({
    id: fieldId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const text = (name: Exclude<ApplicationField, 'consent'>) => ({
    ...common(name),
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const taxTyped = values.tax_id.trim();
  const taxLive =
    taxTyped.length === 8 && !errors.tax_id ? (
      <p className="recruit-apply__hint" aria-live="polite">
        {isValidTaxId(taxTyped) ? m.taxIdValid : m.taxIdInvalid}
      </p>
    ) : (
      <p className="recruit-apply__hint" aria-live="polite" />
    );

  return (
    <form className="recruit-apply" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{m.formTitle}</h3>
      <p>{m.formLead}</p>
      {field(
        'company_name',
        m.companyName,
        <input {...text('company_name')} autoComplete="organization" maxLength={60} required />,
      )}
      {field(
        'tax_id',
        m.taxId,
        <input {...text('tax_id')} inputMode="numeric" maxLength={8} required />,
        taxLive,
      )}
      {field(
        'contact_name',
        m.contactName,
        <input {...text('contact_name')} autoComplete="name" maxLength={40} required />,
      )}
      {field(
        'mobile',
        m.mobile,
        <input
          {...text('mobile')}
          ref={tidyMobileRef}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={15}
          required
        />,
      )}
      {field(
        'email',
        m.email,
        <input {...text('email')} type="email" autoComplete="email" maxLength={120} required />,
      )}
      {field(
        'region_id',
        m.region,
        <select {...text('region_id')} required>
          <option value="">{m.regionPick}</option>
          {REGIONS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>,
      )}
      {field('licence_no', m.licenceNo, <input {...text('licence_no')} maxLength={40} />)}
      {field('licence_expires_on', m.licenceExpiresOn, <input {...text('licence_expires_on')} type="date" />)}
      {field('note', m.note, <textarea {...text('note')} rows={4} maxLength={500} />)}
      <div className="recruit-apply__field recruit-apply__consent">
        <input
          {...common('consent')}
          type="checkbox"
          checked={values.consent}
          onChange={(e) => set('consent', e.target.checked)}
        />
        <label htmlFor={fieldId('consent')}>{m.consent}</label>
        <a href="/privacy" target="_blank" rel="noopener">
          {consentMessages.consentLinks.privacy}
        </a>
        {errors.consent ? (
          <p className="recruit-apply__error" id={errorId('consent')}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <p className="recruit-apply__problem" role="alert">
        {problem}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? m.submitting : m.submit}
      </button>
    </form>
  );
}
