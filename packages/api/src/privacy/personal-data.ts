/**
 * The one place that says, for each table of the schema that can hold personal data, what the
 * privacy rights do with it (docs/privacy.md, "Personal data by table"):
 *
 * - an owner's data: the key of the export that lists the person's rows (null when another key
 *   already lists the same facts, or the rows live minutes), what the erasure does with them and
 *   the key of the erasure's answer that counts them (null when they go with another table's
 *   rows: a cascade or a trigger);
 * - `expires`: technical rows kept a few days, deleted by the named retention job;
 * - `notOwners`: data of staff, partners or public content, not of a person who can ask here.
 *
 * The export and erasure answers are typed from core's schemas, so a key named here exists in
 * them; `personal-data-has-a-privacy-decision.test.ts` reads the drizzle schema and fails when a
 * table with a personal column (mobile, member id, device id, name, address, free text…) has no
 * entry, or when an owner's table is declared anything but exported or erased.
 */
import type { PrivacyEraseResult, PrivacyExport } from '@renovo/core/schemas';

/** Keys of the export that list records (not its header fields). */
type ExportKey = Exclude<
  keyof PrivacyExport,
  'mobile' | 'exported_at' | 'notice_version' | 'marketing_withdrawn'
>;

/** How the erasure treats an owner's rows. */
type Erasure =
  | 'deleted'
  | 'anonymised'
  | 'deleted with the account (cascade)'
  | 'anonymised with its quote or clue (trigger)'
  | 'its author cleared with the account (set null)';

/** An owner's data: exported and erased. */
interface OwnerData {
  export: ExportKey | null;
  erase: Erasure;
  counted: keyof PrivacyEraseResult | null;
}

/** Technical rows deleted after a few days by a retention job (its pg-boss queue name). */
interface ExpiringData {
  expires: string;
}

/** Personal data of someone who is not an owner of this site (staff, partners, public content). */
interface NotOwnersData {
  notOwners: string;
}

export type PersonalDataRule = OwnerData | ExpiringData | NotOwnersData;

/** Every table that can hold personal data, by its SQL name. */
export const PERSONAL_DATA = {
  users: { export: 'account', erase: 'deleted', counted: 'account' },
  access_tokens: { export: 'sessions', erase: 'deleted', counted: 'sessions' },
  social_identities: { export: 'account', erase: 'deleted', counted: 'social_accounts' },
  social_login_attempts: { export: null, erase: 'deleted with the account (cascade)', counted: null },
  sms_codes: { export: 'sms_codes', erase: 'deleted', counted: 'sms_codes' },
  sms_messages: { export: 'sms_messages', erase: 'deleted', counted: 'sms_messages' },
  reactions: { export: 'favourites', erase: 'deleted', counted: 'favourites' },
  quotes: { export: 'quotes', erase: 'anonymised', counted: 'quotes' },
  clues: { export: 'clues', erase: 'anonymised', counted: 'clues' },
  leads: { export: null, erase: 'anonymised with its quote or clue (trigger)', counted: null },
  // What a member or device was answered to repeats of another client's lead: a fresh id, a time,
  // a region and a size — no mobile, nothing of the lead; erasing the member takes the member, the
  // device and the repeat key off them (the rows stay for the recent records, as leads do).
  foreign_lead_answers: {
    export: null,
    erase: 'its author cleared with the account (set null)',
    counted: null,
  },
  lead_notes: { export: 'lead_notes', erase: 'deleted', counted: 'lead_notes' },
  consents: { export: 'consents', erase: 'anonymised', counted: 'consents' },
  company_ratings: { export: 'reviews', erase: 'deleted', counted: 'reviews' },
  shares: { export: 'shares', erase: 'anonymised', counted: 'shares' },
  visits: { export: 'visits', erase: 'anonymised', counted: 'visits' },
  image_saves: { export: 'image_saves', erase: 'anonymised', counted: 'image_saves' },
  style_test_results: { export: 'style_tests', erase: 'deleted', counted: 'style_tests' },
  survey_responses: { export: 'survey_answers', erase: 'deleted', counted: 'survey_answers' },
  idempotency_keys: { expires: 'retention-idempotency-keys' },
  rate_limit_events: { expires: 'retention-rate-limit-events' },
  analytics_events: {
    notOwners: 'events of pages and widgets: no mobile, member, device id or address is stored',
  },
  partners: { notOwners: "a partner company's name and contact, kept by staff" },
  staff_accounts: { notOwners: "staff accounts (e-mail), managed in the console's staff screen" },
  staff_sessions: { notOwners: "staff sign-ins (address, browser), deleted at the session's end" },
  audit_log: { notOwners: "staff actions (the staff's e-mail and address), append-only" },
  company_members: { export: 'company_side', erase: 'deleted', counted: 'company_side' },
  company_invites: { export: 'company_side', erase: 'deleted', counted: 'company_side' },
  company_applications: { export: 'company_side', erase: 'anonymised', counted: 'company_side' },
  review_replies: { export: null, erase: 'its author cleared with the account (set null)', counted: null },
  lead_offers: {
    notOwners:
      "a company's answers to the offers of leads (a decline reason, emptied with the owner's leads): no owner's number or name is copied",
  },
  lead_reports: {
    notOwners:
      "a company's reports of leads (reason and its note, the note emptied with the owner's leads), decided by staff",
  },
  companies: { notOwners: "listed design companies' public profile" },
  email_messages: {
    notOwners:
      "e-mails to design companies' contact addresses (their published business e-mail): a lead's region, size, layout and budget, never an owner's name or number; owners are sent no e-mail",
  },
  communities: { notOwners: 'residential buildings (name, address): public reference data' },
  articles: { notOwners: 'articles written by staff or authors, public' },
  works: {
    notOwners:
      "design companies' works, public once published; the staff's reason for returning one (review_note) is written to the company, about its work",
  },
  article_revisions: { notOwners: 'the saved versions of those articles, seen by staff only' },
  landing_pages: { notOwners: 'landing pages written by staff, public' },
  google_comments: {
    notOwners: "reviews copied from Google with their authors' public Google name; tied to no mobile here",
  },
} as const satisfies Record<string, PersonalDataRule>;
