/**
 * Citations of documents a reader of the repository does not have — "doc N §n" (the two
 * specification documents) and "issue N" — and their rewriting into citations of `docs/spec/` or
 * into text that stands alone, driven by the table in `citation-map.ts`. Pure functions over text;
 * `rewrite-citations.ts` applies them to the tracked source files.
 */
import { DOC_SECTIONS, DOCS, ISSUE_SECTIONS, REPLACEMENTS } from './citation-map.ts';

/** A space, or a line break inside a comment (with the next line's `*` or `//`). */
const SP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!/)|//)?[ \t]*)`;
/** One section, or a range of them: `§7`, `§2.3`, `§2–3`. */
const SECTION = String.raw`§\d+(?:\.\d+)?(?:[–-]§?\d+)?`;
/** A quoted heading after a section: `§2 "Side drawer"`. */
const LABEL = String.raw`(?:${SP}"[^"\n]*")?`;
const SECTIONS = `${SECTION}${LABEL}(?:(?:,|${SP}and)${SP}${SECTION}${LABEL})*`;
/** An issue citation with what belongs to it: `issue 16 §2–3`, `issue 14, part 4`, `Issue 17`. */
const ISSUE = String.raw`\b[Ii]ssue${SP}\d+(?:${SP}${SECTION}(?:,${SP}${SECTION})*|,${SP}part${SP}\d+)?`;
const QUOTED = `"[^"]*"`;

/** What still cites an outside document once the rewriting is done (one match per citation). */
export const CITATION = /\b[Dd]oc[ \t]+\d\b|\b[Ii]ssues?[ \t]+#?\d+/g;

/** A cited repository section: `docs/spec/<file>.md#<anchor>`. */
export const SPEC_LINK = /\bdocs\/spec\/([\w-]+\.md)#([\w-]+)/g;

/** The section numbers a `§…` list names, ranges expanded: `§2–4, §7` → 2, 3, 4, 7. */
function sectionNumbers(list: string): string[] {
  const numbers: string[] = [];
  for (const [, from, sub, to] of list.matchAll(/§(\d+)(?:\.(\d+))?(?:[–-]§?(\d+))?/g)) {
    if (to) for (let n = Number(from); n <= Number(to); n++) numbers.push(String(n));
    else numbers.push(sub ? `${from}.${sub}` : from!);
  }
  return numbers;
}

/** `doc N §a, §b "label"` → the repository sections, labels kept; unchanged when one is unknown. */
function rewriteDocSections(text: string): string {
  const pattern = new RegExp(String.raw`\b[Dd]oc${SP}([12])${SP}(${SECTIONS})`, 'g');
  return text.replace(pattern, (whole, doc: string, list: string) => {
    let known = true;
    const rewritten = list.replace(/§(\d+)(?:\.(\d+))?/g, (_, section: string, sub?: string) => {
      const target = (sub && DOC_SECTIONS[`${doc} §${section}.${sub}`]) ?? DOC_SECTIONS[`${doc} §${section}`];
      if (!target) known = false;
      return target ?? '';
    });
    return known ? rewritten : whole;
  });
}

/** `issue 16 §7, §8` or `issue 14, part 4` → the repository sections, when every one is known. */
function rewriteIssueSections(text: string): string {
  const pattern = new RegExp(
    String.raw`\b[Ii]ssue${SP}(\d+)(?:${SP}(${SECTION}(?:,${SP}${SECTION})*)|,${SP}part${SP}(\d+))`,
    'g',
  );
  return text.replace(pattern, (whole, issue: string, list?: string, part?: string) => {
    const numbers = list ? sectionNumbers(list) : [part!];
    const targets = numbers.map((n) => ISSUE_SECTIONS[`${issue} §${n}`]);
    if (targets.some((target) => !target)) return whole;
    return [...new Set(targets)].join(', ');
  });
}

/** The general rules for what is left of an issue citation: drop it so that the text stands alone. */
function dropIssues(text: string): string {
  const rules: Array<[RegExp, string | ((...groups: string[]) => string)]> = [
    // "(issue 17)", "(issue 4, "Tests")": a bare parenthetical goes, with the space (or the comment
    // line break) before it.
    [new RegExp(String.raw`(?:${SP})?\(${ISSUE}(?:,${SP}${QUOTED})?\)`, 'g'), ''],
    // "(issue 17, ADR 030)", "(issue 4, "Tests"; doc …)": the issue goes, the rest stays.
    [new RegExp(String.raw`\(${ISSUE}(?:,${SP}${QUOTED})?[,;:]${SP}`, 'g'), '('],
    // "(ADR 016; issue 14)", "(…; issue 17 "calls that no screen makes")": the issue goes.
    [new RegExp(`[,;]${SP}${ISSUE}(?:${SP}${QUOTED})?(?=[),;])`, 'g'), ''],
    // "Issue 17, "Numbers an owner can trust": …" → "Numbers an owner can trust: …".
    [
      new RegExp(String.raw`(^|[*/][ \t]+|[.!?][ \t]+)${ISSUE},${SP}"([^"]*)":`, 'gm'),
      (_, lead: string, label: string) => `${lead}${label.charAt(0).toUpperCase()}${label.slice(1)}:`,
    ],
    // "Issue 17: the …" / "Issue 17, on a phone: …" at a sentence's start → "The …" / "On a phone: …".
    [
      new RegExp(String.raw`(^|[*/][ \t]+|[.!?][ \t]+)${ISSUE}[,:]${SP}(\S)`, 'gm'),
      (_, lead: string, first: string) => `${lead}${first.toUpperCase()}`,
    ],
  ];
  return rules.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement as string),
    text,
  );
}

/** A bare `doc N` (no section) → the file that restates it. */
function rewriteBareDocs(text: string): string {
  const pattern = new RegExp(String.raw`\b[Dd]oc${SP}([12])\b(?!${SP}§)`, 'g');
  return text.replace(pattern, (whole, doc: string) => DOCS[doc] ?? whole);
}

/** Biome's line width: a comment line the rewriting made longer is broken before it. */
const LINE_WIDTH = 110;

/** A comment line (` * …` of a block, or `// …`) longer than the line width, broken at spaces. */
function wrapCommentLine(line: string): string[] {
  const prefix = /^([ \t]*(?:\*(?!\/)|\/\/)[ \t]?)/.exec(line)?.[1];
  if (prefix === undefined || line.length <= LINE_WIDTH) return [line];
  const lines: string[] = [];
  let rest = line;
  while (rest.length > LINE_WIDTH) {
    const cut = rest.lastIndexOf(' ', LINE_WIDTH);
    if (cut <= prefix.length) break;
    lines.push(rest.slice(0, cut));
    rest = prefix + rest.slice(cut + 1);
  }
  return [...lines, rest];
}

/** The text with every citation it can rewrite rewritten; the same text when there is none. */
export function rewriteCitations(text: string): string {
  if (text.search(CITATION) === -1) return text;
  let result = text;
  for (const [from, to] of REPLACEMENTS) result = result.split(from).join(to);
  result = rewriteDocSections(result);
  result = rewriteIssueSections(result);
  result = dropIssues(result);
  result = rewriteBareDocs(result);
  const before = new Set(text.split('\n'));
  return result
    .split('\n')
    .flatMap((line) => (before.has(line) ? [line] : wrapCommentLine(line)))
    .join('\n');
}

/** Each citation still in the text, with its line number, for the report. */
export function citationsIn(text: string): Array<{ line: number; text: string }> {
  const lines = text.split('\n');
  return lines.flatMap((line, index) =>
    [...line.matchAll(CITATION)].map(() => ({ line: index + 1, text: line.trim() })),
  );
}
