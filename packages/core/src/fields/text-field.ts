/**
 * A text field's rule, declared once: the pattern its trimmed value must match, its zh-TW
 * messages and how the server stores an accepted value. The form's rules and the schema of the
 * contracts are both derived from it, so the form and the server cannot disagree.
 *
 * The schema is built by a call marked pure: a browser bundle that takes only the form's rules
 * drops it, and zod with it.
 */
import * as z from 'zod/mini';
import type { FieldRule } from '../form/rule.ts';

/** One text field's rule. */
export interface TextFieldRule {
  /** What the trimmed value must match. */
  readonly pattern: RegExp;
  /** Message of an empty (or blank) value. */
  readonly required: string;
  /** Message of a value that does not match. */
  readonly invalid: string;
  /**
   * The exact length a form takes (its input holds no more); the server does not ask it, since
   * another form sends the same field without it.
   */
  readonly length?: number;
  /** How the server stores an accepted (trimmed) value; default as it is. */
  readonly normalise?: (value: string) => string;
}

/** True when the trimmed value matches the field's pattern (and has its length, when it names one). */
export function matchesField(field: TextFieldRule, value: string): boolean {
  const trimmed = value.trim();
  return (field.length === undefined || trimmed.length === field.length) && field.pattern.test(trimmed);
}

/** The form's rules of a field: required (blank counts as empty), then the pattern on the trimmed value. */
export function formRulesOf(field: TextFieldRule): readonly FieldRule[] {
  return [
    { required: true, validator: (value) => value.trim() !== '', message: field.required },
    { validator: (value) => matchesField(field, value), message: field.invalid },
  ];
}

/**
 * The schema of a field: a string, trimmed, required, matching the pattern; its output is the
 * value as the server stores it.
 */
export function schemaOf(field: TextFieldRule) {
  const normalise = field.normalise;
  return z.string(field.required).check(
    z.trim(),
    z.minLength(1, { error: field.required, abort: true }),
    z.regex(field.pattern, field.invalid),
    z.overwrite((value: string) => (normalise && field.pattern.test(value) ? normalise(value) : value)),
  );
}
