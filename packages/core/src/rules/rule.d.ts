/**
 * One field rule and how it is checked (doc 1 §5 "Generic field rules"): required, pattern and a
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
export declare function isEmptyValue(value: unknown): boolean;
/** The text of a message for a value; '' when the rule has none. */
export declare function resolveMessage<T>(message: FieldMessage<T> | undefined, value: T): string;
/** True for a promise (any thenable). */
export declare function isPromise<V>(value: V | Promise<V>): value is Promise<V>;
/** Checks rules in order and stops at the first failure; stays synchronous until a validator is async. */
export declare function evaluateRules<T>(
  rules: readonly FieldRule<T>[],
  value: T,
  start?: number,
): RuleOutcome<T> | Promise<RuleOutcome<T>>;
/**
 * Checks synchronous rules at once: null when they pass, else the message of the first failure.
 * Throws a TypeError when a validator is async (use a field for those).
 */
export declare function validateSync<T>(rules: readonly FieldRule<T>[], value: T): string | null;
//# sourceMappingURL=rule.d.ts.map
