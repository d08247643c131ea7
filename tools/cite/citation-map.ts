/**
 * The checked-in table `rewrite-citations.ts` works from: where each requirement the code used to
 * cite from an outside document now lives in the repository (`docs/spec/`), and the per-case
 * rewrites of citations that the general rules cannot make stand alone.
 *
 * "doc 1" was the specification of the platform, the session and the works; "doc 2" the one of
 * the quote flows, the popups, the header and the reference data. Both are restated in
 * `docs/spec/`, section by section.
 */

const SPEC = 'docs/spec';

/** `doc N §n` → the repository section that restates that section. */
export const DOC_SECTIONS: Readonly<Record<string, string>> = {
  '1 §1': `${SPEC}/platform.md#product`,
  '1 §2': `${SPEC}/platform.md#routes-and-overlays`,
  '1 §3': `${SPEC}/session.md#entities`,
  '1 §4': `${SPEC}/session.md#states`,
  '1 §5': `${SPEC}/session.md#validation`,
  '1 §6': `${SPEC}/platform.md#roles`,
  '1 §7': `${SPEC}/platform.md#calls`,
  '1 §8': `${SPEC}/platform.md#errors`,
  '1 §9': `${SPEC}/platform.md#limits`,
  '2 §1': `${SPEC}/quotes.md#product`,
  '2 §2': `${SPEC}/popups-and-header.md#screens`,
  '2 §3': `${SPEC}/quotes.md#entities`,
  '2 §4': `${SPEC}/popups-and-header.md#states`,
  '2 §5': `${SPEC}/quotes.md#validation`,
  '2 §6': `${SPEC}/popups-and-header.md#roles`,
  '2 §7': `${SPEC}/quotes.md#calls`,
  '2 §8': `${SPEC}/quotes.md#errors`,
  '2 §9': `${SPEC}/quotes.md#limits`,
};

/** A bare `doc N` (no section) → the file that restates most of it. */
export const DOCS: Readonly<Record<string, string>> = {
  '1': `${SPEC}/platform.md`,
  '2': `${SPEC}/quotes.md`,
};

/**
 * `issue N §n` and `issue N, part n` of the two issues whose numbered requirements the code cites
 * → the repository section that restates them. Sections of other issues are dropped with the issue.
 */
export const ISSUE_SECTIONS: Readonly<Record<string, string>> = {
  '14 §1': `${SPEC}/leads-and-security.md#durable-submission`,
  '14 §2': `${SPEC}/leads-and-security.md#storage-may-fail`,
  '14 §3': `${SPEC}/leads-and-security.md#sms-flood`,
  '14 §4': `${SPEC}/leads-and-security.md#lead-spam-and-forgery`,
  '14 §5': `${SPEC}/leads-and-security.md#no-500-from-input`,
  '14 §6': `${SPEC}/leads-and-security.md#web-security`,
  '14 §7': `${SPEC}/leads-and-security.md#privacy-rights-and-retention`,
  '16 §1': `${SPEC}/console.md#production-starts-empty`,
  '16 §2': `${SPEC}/console.md#staff-accounts`,
  '16 §3': `${SPEC}/console.md#console-app`,
  '16 §4': `${SPEC}/console.md#partners`,
  '16 §5': `${SPEC}/console.md#embed-builder`,
  '16 §6': `${SPEC}/console.md#landing-pages`,
  '16 §7': `${SPEC}/console.md#lead-inbox`,
  '16 §8': `${SPEC}/console.md#attribution`,
  '16 §9': `${SPEC}/console.md#end-to-end-tests`,
};

/**
 * Exact rewrites, applied first, for citations the general rules would leave unclear: the text as
 * it stands in the source (a comment line break is `\n` followed by the comment's indentation) →
 * the text that stands alone. Matched wherever the text is, so they survive moved files.
 */
export const REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  // An operation summary of the OpenAPI document: it names no path, so the document reads alone.
  [
    "'Filter option lists of doc 2 §3 (each starts with any)'",
    "'Filter option lists (each starts with any)'",
  ],
  [
    'The chaos benchmark of issue 14:',
    'The chaos benchmark (docs/spec/leads-and-security.md#durable-submission):',
  ],
  ['The chaos run of issue 14:', 'The chaos run (docs/spec/leads-and-security.md#durable-submission):'],
  ['The SMS flood of issue 14,', 'The SMS flood (docs/spec/leads-and-security.md#sms-flood),'],
  ['decided in core since issue 15;', 'decided in core;'],
  ["the API's content catalogue for issue 15)", "the API's content catalogue)"],
  ['(docs/spec-deviations.md, issue 17 UI pieces)', '(docs/spec-deviations.md, UI pieces)'],
  ['Issue 17 (doc 2 §4 "Picker types', 'The cascading picker (doc 2 §4 "Picker types'],
  [
    "(also doc 1's cost-estimate detail list)",
    '(also the cost-estimate list of docs/spec/platform.md#routes-and-overlays)',
  ],
  [
    '(also the cost-estimate detail list of doc 1)',
    '(also the cost-estimate list of docs/spec/platform.md#routes-and-overlays)',
  ],
  [
    'Mobile input maxlength (doc 1) and exact phone length (doc 2)',
    'Mobile input maxlength (docs/spec/platform.md#limits) and exact phone length (docs/spec/quotes.md#limits)',
  ],
  ['community-quote popup (doc 2)', 'community-quote popup (docs/spec/popups-and-header.md#screens)'],
  ['the basic-quote popup of doc 2,', 'the basic-quote popup of docs/spec/popups-and-header.md#screens,'],
  ['// Doc 2: five warnings', '// docs/spec/quotes.md#limits: five warnings'],
  ['recent records (issue 4; doc 2)', 'recent records (docs/spec/quotes.md#limits)'],
  ['carries (doc 1: client type', 'carries (docs/spec/platform.md#calls: client type'],
];
