/**
 * A text field's rule, declared once: the pattern its trimmed value must match and its zh-TW
 * messages. The form's rules (here) and the schema of
 * the contracts (`schemas.ts`) are both derived from it, so the form and the server cannot
 * disagree; the browser takes the rules without zod.
 */
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
  readonly length?: number | undefined;
}

/** True when the trimmed value matches the field's pattern (and has its length, when it names one). */
export function matchesField(field: TextFieldRule, value: string): boolean {
  const trimmed = value.trim();
  return (field.length === undefined || trimmed.length === field.length) && field.pattern.test(trimmed);
}

/** The form's rule of a field: required (blank counts as empty), then the pattern on the trimmed value. */
export function formRulesOf(field: TextFieldRule): readonly FieldRule[] {
  return [
    {
      required: true,
      validator: (value) => matchesField(field, value),
      message: (value) => (value.trim() ? field.invalid : field.required),
    },
  ];
}
