/**
 * The one form model of every form of core (docs/spec/session.md#validation "Generic field
 * rules", docs/spec/session.md#states "Form validation status"), on Preact signals and free of
 * any framework: a field's rules (required, pattern and a validator that may be async, each with
 * a message that may be a function of the value), a field built from them, whose value, status
 * and error are read-only signals that only its actions change, and a form of named fields
 * validated together; and the schema a contract and the server read a field with, derived from
 * its rules (`schemaOfRules`, dropped from browser bundles, which never call it).
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import * as z from 'zod/mini';

// Rules.

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

// A field.

/** Validation status of a field (docs/spec/session.md#states). */
export type FieldStatus = 'unvalidated' | 'passed' | 'failed';

/** How a field behaves. */
export interface FieldOptions<T> {
  /** Starting value, and the value reset() restores. */
  initial: T;
  /** Rules checked in order; the first failure gives the error. */
  rules?: readonly FieldRule<T>[];
  /** Trigger of rules that name none; default 'blur'. */
  trigger?: FieldTrigger;
  /** Applied to every input() before the value is stored. */
  formatter?: (value: T) => T;
  /** A string value is cut to this many characters on input(). */
  maxlength?: number;
  /** On blur a numeric value below min becomes min. */
  min?: number;
  /** On blur a numeric value above max becomes max. */
  max?: number;
}

/** A field: read-only signals plus the actions a widget calls. */
export interface Field<T> {
  /** Current value. */
  readonly value: ReadonlySignal<T>;
  /** 'unvalidated' until a check runs, then whether the rules that ran passed; a new value resets it. */
  readonly status: ReadonlySignal<FieldStatus>;
  /** Message of the failed rule, '' otherwise; a function message follows the current value. */
  readonly error: ReadonlySignal<string>;
  /** True while an async validator is running. */
  readonly validating: ReadonlySignal<boolean>;
  /** User input: formatter, then maxlength, then as set(). */
  input(value: T): Promise<boolean>;
  /** Sets the value as is, resets validation and runs the 'change' rules; resolves false if they fail. */
  set(value: T): Promise<boolean>;
  /** Clamps a number to min/max, then runs the 'blur' rules; resolves false if they fail. */
  blur(): Promise<boolean>;
  /** Runs every rule whatever its trigger; resolves true when all pass. */
  validate(): Promise<boolean>;
  /** Back to 'unvalidated' with no error; a running check is ignored when it ends. */
  resetValidation(): void;
  /** Restores the initial value and resets validation. */
  reset(): void;
}

/** The number a numeric value becomes on blur: clamped to min/max; anything else is kept as is. */
function clamp<T>(current: T, min = -Infinity, max = Infinity): T {
  const string = typeof current === 'string';
  if (!(typeof current === 'number' || (string && current.trim() !== ''))) return current;
  const number = Number(current);
  const clamped = Math.min(Math.max(number, min), max);
  return Number.isFinite(number) && clamped !== number
    ? ((string ? String(clamped) : clamped) as T)
    : current;
}

/**
 * Creates a field.
 * @example
 * const size = createField({ initial: '', maxlength: 5, max: 999, rules: communitySizeRules });
 * size.input('1200'); await size.blur(); size.value.value; // '999'
 */
export function createField<T>(options: FieldOptions<T>): Field<T> {
  const rules = options.rules ?? [];
  const value = signal(options.initial);
  // undefined: not validated; null: the rules that ran passed; else the failure.
  const result = signal<RuleOutcome<T> | undefined>(undefined);
  const validating = signal(false);
  // Each check takes a ticket; a result whose ticket is no longer the latest is dropped.
  let ticket = 0;

  const settle = (outcome: RuleOutcome<T>, mine: number) => {
    if (mine !== ticket) return false;
    batch(() => {
      result.value = outcome;
      validating.value = false;
    });
    return !outcome;
  };

  const run = (selected: readonly FieldRule<T>[]): Promise<boolean> => {
    const mine = ++ticket;
    const outcome = evaluateRules(selected, value.peek());
    if (!isPromise(outcome)) return Promise.resolve(settle(outcome, mine));
    validating.value = true;
    return outcome.then((failure) => settle(failure, mine));
  };

  // Events with no rule of their own leave the status as it is.
  const runTrigger = (trigger: FieldTrigger) => {
    const selected = rules.filter((rule) => {
      const triggers = rule.trigger ?? options.trigger ?? 'blur';
      return triggers === trigger || (Array.isArray(triggers) && triggers.includes(trigger));
    });
    return selected.length > 0 ? run(selected) : Promise.resolve(!result.peek());
  };

  const resetValidation = () => {
    ticket++;
    batch(() => {
      result.value = undefined;
      validating.value = false;
    });
  };

  const put = (next: T) =>
    batch(() => {
      value.value = next;
      resetValidation();
    });

  const set = (next: T) => {
    put(next);
    return runTrigger('change');
  };

  return {
    value: computed(() => value.value),
    status: computed(() => {
      const outcome = result.value;
      return outcome === undefined ? 'unvalidated' : outcome ? 'failed' : 'passed';
    }),
    error: computed(() => {
      const failed = result.value;
      return failed ? (failed.message ?? resolveMessage(failed.rule.message, value.value)) : '';
    }),
    validating: computed(() => validating.value),
    input(raw) {
      let next = options.formatter ? options.formatter(raw) : raw;
      if (typeof next === 'string') next = next.slice(0, options.maxlength) as T;
      return set(next);
    },
    set,
    blur() {
      const current = value.peek();
      const clamped = clamp(current, options.min, options.max);
      if (clamped !== current) put(clamped);
      return runTrigger('blur');
    },
    validate: () => run(rules),
    resetValidation,
    reset: () => put(options.initial),
  };
}

// A form of named fields.

/** Options of every field of a form, by name. */
export type FormOptions<V> = { readonly [K in keyof V]: FieldOptions<V[K]> };

/** The fields of a form, by name. */
export type FormFields<V> = { readonly [K in keyof V]: Field<V[K]> };

/** A form: its fields, derived read-only signals and form-wide actions. */
export interface Form<V extends object> {
  /** The fields, by name. */
  readonly fields: FormFields<V>;
  /** Every field's current value. */
  readonly values: ReadonlySignal<V>;
  /** Error of every field that has one, by name. */
  readonly errors: ReadonlySignal<Partial<Record<keyof V, string>>>;
  /** The first error in field declaration order, '' when none. */
  readonly firstError: ReadonlySignal<string>;
  /** True while any field runs an async validator. */
  readonly validating: ReadonlySignal<boolean>;
  /** Runs every rule of the named fields (default all) at once; resolves true when all pass. */
  validate(names?: readonly (keyof V)[]): Promise<boolean>;
  /** Clears the validation state of every field. */
  resetValidation(): void;
  /** Restores every field's initial value and clears validation. */
  reset(): void;
}

/**
 * Creates a form from field options.
 * @example
 * const form = createForm<{ size: string }>({ size: { initial: '', rules: basicSizeRules } });
 * if (await form.validate()) send(form.values.value);
 */
export function createForm<V extends object>(options: FormOptions<V>): Form<V> {
  const names = Object.keys(options) as (keyof V & string)[];
  const fields = {} as { [K in keyof V]: Field<V[K]> };
  for (const name of names) fields[name] = createField(options[name]);
  const each = (action: (field: Field<unknown>) => void) =>
    batch(() => {
      for (const name of names) action(fields[name] as Field<unknown>);
    });
  const errorList = () => names.map((name) => [name, fields[name].error.value] as const).filter(([, e]) => e);

  return {
    fields,
    values: computed(() => Object.fromEntries(names.map((name) => [name, fields[name].value.value])) as V),
    errors: computed(() => Object.fromEntries(errorList()) as Partial<Record<keyof V, string>>),
    firstError: computed(() => errorList()[0]?.[1] ?? ''),
    validating: computed(() => names.some((name) => fields[name].validating.value)),
    async validate(selected = names) {
      const results = await Promise.all(selected.map((name) => fields[name].validate()));
      return results.every(Boolean);
    },
    resetValidation: () => each((field) => field.resetValidation()),
    reset: () => each((field) => field.reset()),
  };
}

// The server's schema of a field.

/**
 * The schema of a text field, derived from its form's rules: a string, trimmed; empty answers the
 * required rule's message; then each rule's pattern (documented in the OpenAPI document) or check,
 * with its message; the output is the value as the server stores it (`normalise` once every rule
 * passed, default as it is). So the server takes exactly what the form takes and says it in the
 * same words.
 */
export function schemaOfRules(rules: readonly FieldRule[], normalise?: (accepted: string) => string) {
  const required = resolveMessage(rules.find((rule) => rule.required)?.message, '');
  const checks = rules
    .filter((rule) => !rule.required)
    .map((rule): z.core.$ZodCheck<string> => {
      const message = resolveMessage(rule.message, '');
      if (rule.pattern) return z.regex(rule.pattern, message);
      const check = rule.validator ?? (() => true);
      return z.refine<string>((value) => check(value) === true, message);
    });
  return z.string(required).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    ...checks,
    z.overwrite((value: string) =>
      normalise && validateSync(rules, value) === null ? normalise(value) : value,
    ),
  );
}
