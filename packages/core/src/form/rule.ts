/**
 * One field rule and how it is checked (docs/spec/session.md#validation "Generic field rules"): required,
 * pattern and a
 * validator that may be async, with a message that may be a function of the value.
 */

/** When a rule runs on its own: on blur (the default) or on every change of the value. */
export type FieldTrigger = 'blur' | 'change';

/** A message, or a function of the value that yields one (re-read whenever the value changes). */
export type FieldMessage<T> = string | ((value: T) => string);

/** A validator's answer: true passes, false fails with the rule's message, a string fails with itself. */
export type ValidatorResult = boolean | string;

/** One rule of a field; its checks run in the order required, pattern, validator. */
export interface FieldRule<T = string> {
  /** The value must not be empty ('', null, undefined, false or an empty array). */
  required?: boolean;
  /** The value, as a string, must match. Skipped for an empty value. */
  pattern?: RegExp;
  /** A custom check, may be async. Skipped for an empty value; a throw or rejection counts as a failure. */
  validator?: (value: T) => ValidatorResult | Promise<ValidatorResult>;
  /** Shown when the rule fails. */
  message?: FieldMessage<T>;
  /** Events that run the rule on their own; `[]` means only on validate(). Default: the field's trigger. */
  trigger?: FieldTrigger | readonly FieldTrigger[];
}

/** The rule that failed and, when its validator returned one, the message it gave. */
export interface RuleFailure<T> {
  readonly rule: FieldRule<T>;
  readonly message?: string;
}

/** What checking rules gives: null when all pass, else the first failure; a promise once a validator is async. */
export type RuleOutcome<T> = RuleFailure<T> | null;

/** Empty for `required`: '', null, undefined, false and an empty array (0 is a value). */
export function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === '' || value === null || value === undefined || value === false;
}

/** The text of a message for a value; '' when the rule has none. */
export function resolveMessage<T>(message: FieldMessage<T> | undefined, value: T): string {
  return typeof message === 'function' ? message(value) : (message ?? '');
}

/** True for a promise (any thenable). */
export function isPromise<V>(value: V | Promise<V>): value is Promise<V> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** One rule's check: null when it passes, else its failure; a promise once its validator is async. */
function checkRule<T>(rule: FieldRule<T>, value: T): RuleOutcome<T> | Promise<RuleOutcome<T>> {
  const failed = { rule };
  if (isEmptyValue(value)) return rule.required ? failed : null;
  if (rule.pattern) {
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(String(value))) return failed;
  }
  // A validator's answer: true passes, a non-empty string fails with itself, anything else fails.
  const judge = (answer: ValidatorResult): RuleOutcome<T> =>
    answer === true ? null : answer ? { rule, message: answer as string } : failed;
  try {
    const answer = rule.validator ? rule.validator(value) : true;
    return isPromise(answer) ? answer.then(judge, () => failed) : judge(answer);
  } catch {
    return failed;
  }
}

/** Checks rules in order and stops at the first failure; stays synchronous until a validator is async. */
export function evaluateRules<T>(
  rules: readonly FieldRule<T>[],
  value: T,
  start = 0,
): RuleOutcome<T> | Promise<RuleOutcome<T>> {
  for (let index = start; index < rules.length; index++) {
    const outcome = checkRule(rules[index]!, value);
    if (isPromise(outcome)) {
      return outcome.then((failure) => failure ?? evaluateRules(rules, value, index + 1));
    }
    if (outcome) return outcome;
  }
  return null;
}

/**
 * Checks synchronous rules at once: null when they pass, else the message of the first failure.
 * Throws a TypeError when a validator is async (use a field for those).
 */
export function validateSync<T>(rules: readonly FieldRule<T>[], value: T): string | null {
  const outcome = evaluateRules(rules, value);
  if (isPromise(outcome)) {
    throw new TypeError('validateSync: a rule has an async validator');
  }
  return outcome ? (outcome.message ?? resolveMessage(outcome.rule.message, value)) : null;
}
