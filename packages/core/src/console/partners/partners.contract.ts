/**
 * The staff console's partners (docs/spec/console.md#partners), for admins and marketing: create, edit,
 * disable or
 * enable, rotate the key. A change holds at once in every process (CORS and lead attribution
 * read the partner directory's version on every request).
 *
 * Origins are exact: `https://host[:port]` (or `http://` for localhost, 127.0.0.1 and [::1],
 * which alone may also end in `:*` for any port), no path, query, user or wildcard host; at most
 * 20. A wrong one is a 422 naming it.
 *
 * `keep_page_path` (off unless set): the partner's leads keep the path of the page they were
 * filed on, not only its origin — never a query or fragment
 * (docs/spec/leads-and-security.md#lead-attribution).
 * 20. A wrong one is a 422 naming it. The default widget options are the embed builder's fields
 * (version, mode, module, type, region, company-id, stop-redirect), each checked on its own: a
 * 422 names the field (`errors[].field`, e.g. `widget_defaults.region`) and what is wrong with it.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consolePartnerCreateRoute,
  consolePartnerRotateKeyRoute,
  consolePartnerServerSecretRoute,
  consolePartnersListRoute,
  consolePartnerUpdateRoute,
} from './partners.routes.ts';
import { PartnerWidgetDefaultsSchema } from './widget-defaults.ts';

const TAG = 'console';
/** Most origins one partner may have. */
export const MAX_PARTNER_ORIGINS = 20;

/** A partner as the console shows it. */
export const ConsolePartnerSchema = z.object({
  id: z.int().min(1),
  key: z.string(),
  name: z.string(),
  origins: z.array(z.string()),
  contact: z.string(),
  widget_defaults: z.record(z.string(), z.unknown()),
  disabled: z.boolean(),
  /** Its leads keep their page's path (never a query or fragment); else only the page's origin. */
  keep_page_path: z.boolean(),
  /** When its server secret was made; null when it has none (the secret is shown only once). */
  server_secret_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Text with no control character or lone surrogate (core's safe text), trimmed. */
const text = (max: number) => z.pipe(safeText({ max }), z.string().trim());
const Name = z.pipe(text(100), z.string().min(1));
const Origins = z.array(text(300)).max(MAX_PARTNER_ORIGINS);
const Contact = text(300);
/** Default widget options: each field by its own rule, a wrong one named on its field (widget-defaults.ts). */
const WidgetDefaults = PartnerWidgetDefaultsSchema;
const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/partners. */
export const consolePartnersListContract = defineContract(consolePartnersListRoute, {
  id: 'getConsolePartners',
  tag: TAG,
  auth: 'staff',
  summary: 'Every partner, disabled ones included (admins, marketing)',
  response: envelope(z.array(ConsolePartnerSchema)),
});

/** POST /console/api/partners. */
export const consolePartnerCreateContract = defineContract(consolePartnerCreateRoute, {
  id: 'postConsolePartner',
  tag: TAG,
  auth: 'staff',
  summary:
    'Creates a partner with its allowed origins (exact; 422 naming a wrong one) and a new random key (admins, marketing). Its origins are allowed by CORS at once in every process',
  body: z.object({
    name: Name,
    origins: Origins.min(1),
    contact: Contact.optional(),
    widget_defaults: WidgetDefaults.optional(),
    keep_page_path: z.boolean().optional(),
  }),
  response: envelope(ConsolePartnerSchema),
  status: 201,
});

/** PATCH /console/api/partners/{id}. */
export const consolePartnerUpdateContract = defineContract(consolePartnerUpdateRoute, {
  id: 'patchConsolePartner',
  tag: TAG,
  auth: 'staff',
  summary:
    'Edits a partner: name, origins, contact, widget defaults, whether its leads keep the page path; `disabled` refuses its origins and key at once (admins, marketing)',
  params: IdParams,
  body: z.object({
    name: Name.optional(),
    origins: Origins.min(1).optional(),
    contact: Contact.optional(),
    widget_defaults: WidgetDefaults.optional(),
    keep_page_path: z.boolean().optional(),
    disabled: z.boolean().optional(),
  }),
  response: envelope(ConsolePartnerSchema),
  errors: [404],
});

/** POST /console/api/partners/{id}/rotate-key. */
export const consolePartnerRotateKeyContract = defineContract(consolePartnerRotateKeyRoute, {
  id: 'postConsolePartnerRotateKey',
  tag: TAG,
  auth: 'staff',
  summary:
    'Gives a partner a new random key; the old one names nobody from now on, in every process (leads filed under it stay attributed to the partner). Admins, marketing',
  params: IdParams,
  response: envelope(ConsolePartnerSchema),
  errors: [404],
});

/** POST /console/api/partners/{id}/server-secret. */
export const consolePartnerServerSecretContract = defineContract(consolePartnerServerSecretRoute, {
  id: 'postConsolePartnerServerSecret',
  tag: TAG,
  auth: 'staff',
  summary:
    "Makes a new server secret for the partner's server-to-server requests (X-Renovo-Signature, docs/embedding.md) and answers it this once: it is never shown again, and the previous secret stops at once in every process. Admins, marketing",
  params: IdParams,
  response: envelope(z.object({ partner: ConsolePartnerSchema, secret: z.string() })),
  errors: [404],
});

/** The staff console's partner contracts. */
export const CONSOLE_PARTNERS_CONTRACTS = [
  consolePartnersListContract,
  consolePartnerCreateContract,
  consolePartnerUpdateContract,
  consolePartnerRotateKeyContract,
  consolePartnerServerSecretContract,
] as const;
