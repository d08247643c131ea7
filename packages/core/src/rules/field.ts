/**
 * A framework-free form field on Preact signals (doc 1 §5 "Generic field rules", §4 "Form
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

/** Validation status of a field (doc 1 §4). */
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

function clampNumber(value: number, min: number | undefined, max: number | undefined): number {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/**
 * Creates a field.
 * @example
 * const size = createField({ initial: '', maxlength: 5, max: 999, rules: communitySizeRules });
 * size.input('1200'); await size.blur(); size.value.value; // '999'
 */
export function createField<T>(options: FieldOptions<T>): Field<T> {
  const rules = options.rules ?? [];
  const defaultTrigger = options.trigger ?? 'blur';
  const value = signal(options.initial);
  const status = signal<FieldStatus>('unvalidated');
  const failure = signal<RuleOutcome<T>>(null);
  const validating = signal(false);
  // Each check takes a ticket; a result whose ticket is no longer the latest is dropped.
  let ticket = 0;

  const rulesFor = (trigger: FieldTrigger) =>
    rules.filter((rule) => {
      const triggers = rule.trigger ?? defaultTrigger;
      return typeof triggers === 'string' ? triggers === trigger : triggers.includes(trigger);
    });

  const settle = (outcome: RuleOutcome<T>) => {
    batch(() => {
      failure.value = outcome;
      status.value = outcome ? 'failed' : 'passed';
      validating.value = false;
    });
    return outcome === null;
  };

  const run = (selected: readonly FieldRule<T>[]): Promise<boolean> => {
    const mine = ++ticket;
    const outcome = evaluateRules(selected, value.peek());
    if (!isPromise(outcome)) return Promise.resolve(settle(outcome));
    validating.value = true;
    return outcome.then((result) => (mine === ticket ? settle(result) : false));
  };

  // Events with no rule of their own leave the status as it is.
  const runTrigger = (trigger: FieldTrigger) => {
    const selected = rulesFor(trigger);
    return selected.length > 0 ? run(selected) : Promise.resolve(status.peek() !== 'failed');
  };

  const resetValidation = () => {
    ticket++;
    batch(() => {
      failure.value = null;
      status.value = 'unvalidated';
      validating.value = false;
    });
  };

  const set = (next: T) => {
    batch(() => {
      value.value = next;
      resetValidation();
    });
    return runTrigger('change');
  };

  const clamp = (current: T): T => {
    const { min, max } = options;
    if (min === undefined && max === undefined) return current;
    if (typeof current === 'number') return clampNumber(current, min, max) as T;
    if (typeof current !== 'string' || current.trim() === '') return current;
    const number = Number(current);
    if (!Number.isFinite(number)) return current;
    const clamped = clampNumber(number, min, max);
    return clamped === number ? current : (String(clamped) as T);
  };

  return {
    value: computed(() => value.value),
    status: computed(() => status.value),
    error: computed(() => {
      const failed = failure.value;
      if (!failed) return '';
      return failed.message ?? resolveMessage(failed.rule.message, value.value);
    }),
    validating: computed(() => validating.value),
    input(raw) {
      let next = options.formatter ? options.formatter(raw) : raw;
      if (typeof next === 'string' && options.maxlength !== undefined) {
        next = next.slice(0, options.maxlength) as T;
      }
      return set(next);
    },
    set,
    blur() {
      const current = value.peek();
      const clamped = clamp(current);
      if (!Object.is(clamped, current)) {
        batch(() => {
          value.value = clamped;
          resetValidation();
        });
      }
      return runTrigger('blur');
    },
    validate: () => run(rules),
    resetValidation,
    reset() {
      batch(() => {
        value.value = options.initial;
        resetValidation();
      });
    },
  };
}
