/**
 * A framework-free form field on Preact signals (docs/spec/session.md#validation "Generic field rules",
 * docs/spec/session.md#states "Form
 * validation status"). The value, status and error are read-only signals; only the actions
 * below change them.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  evaluateRules,
  type FieldRule,
  type FieldTrigger,
  isPromise,
  type RuleOutcome,
  resolveMessage,
} from './rule.ts';

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
