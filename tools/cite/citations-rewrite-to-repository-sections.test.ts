/**
 * The rewriting of outside citations: "doc N §n" becomes the repository section of the table,
 * "issue N" goes so that the text stands alone, and a second run changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { citationsIn, rewriteCitations } from './citations.ts';

describe('citations rewrite to repository sections', () => {
  it('a section of a specification document becomes its docs/spec section', () => {
    expect(rewriteCitations('/** Region from the client address (doc 1 §4). */')).toBe(
      '/** Region from the client address (docs/spec/session.md#states). */',
    );
  });

  it('a list of sections keeps its separators and quoted headings', () => {
    expect(rewriteCitations('(doc 2 §2 "Side drawer", §6; doc 1 §9)')).toBe(
      '(docs/spec/popups-and-header.md#screens "Side drawer", docs/spec/popups-and-header.md#roles; docs/spec/platform.md#limits)',
    );
  });

  it('a citation broken over two comment lines is still found', () => {
    expect(rewriteCitations(' * the drawer (doc 2\n * §2)\n')).toBe(
      ' * the drawer (docs/spec/popups-and-header.md#screens)\n',
    );
  });

  it('numbered requirements of an issue become their docs/spec sections, ranges expanded', () => {
    expect(rewriteCitations(' * Sign-in (issue 16 §2–3): x')).toBe(
      ' * Sign-in (docs/spec/console.md#staff-accounts, docs/spec/console.md#console-app): x',
    );
    expect(rewriteCitations(' * The lead guard (issue 14, part 4): x')).toBe(
      ' * The lead guard (docs/spec/leads-and-security.md#lead-spam-and-forgery): x',
    );
  });

  it('a bare issue parenthetical goes, with its space or its comment line break', () => {
    expect(rewriteCitations("it('is 422, never 500 (issue 15)', f)")).toBe("it('is 422, never 500', f)");
    expect(rewriteCitations(' * on another origin\n * (issue 4, "Loader").\n')).toBe(
      ' * on another origin.\n',
    );
  });

  it('an issue beside other references goes and the references stay', () => {
    expect(rewriteCitations(' * Social sign-in (issue 17, ADR 030): x')).toBe(
      ' * Social sign-in (ADR 030): x',
    );
    expect(rewriteCitations(' * Challenge (ADR 016; issue 14).')).toBe(' * Challenge (ADR 016).');
  });

  it('an issue opening a sentence goes and the sentence starts with a capital', () => {
    expect(rewriteCitations(' * Issue 17: choosing 高雄市 narrows the list.')).toBe(
      ' * Choosing 高雄市 narrows the list.',
    );
    expect(rewriteCitations(' * Issue 17, "Numbers an owner can trust": one price.')).toBe(
      ' * Numbers an owner can trust: one price.',
    );
  });

  it('what no rule can make stand alone is left for the report', () => {
    const text = " * issue 17's rule";
    expect(rewriteCitations(text)).toBe(text);
    expect(citationsIn(text)).toEqual([{ line: 1, text: "* issue 17's rule" }]);
  });

  it('a comment line made longer than the line width is broken at a space', () => {
    const line = ` * ${'word '.repeat(17)}(doc 2 §2, §4) and more words to end the line`;
    const lines = rewriteCitations(line).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((each) => each.length <= 110 && each.startsWith(' * '))).toBe(true);
  });

  it('a second run changes nothing', () => {
    const once = rewriteCitations(' * Favourites (doc 1 §3, §4, §7; issue 16 §8) (issue 17).\n');
    expect(rewriteCitations(once)).toBe(once);
    expect(citationsIn(once)).toEqual([]);
  });
});
