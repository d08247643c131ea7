/**
 * A framework-free form field on Preact signals (doc 1 §5 "Generic field rules", §4 "Form
 * validation status"). The value, status and error are read-only signals; only the actions
 * below change them.
 */
import { type ReadonlySignal } from '@preact/signals-core';
import { type FieldRule, type FieldTrigger } from './rule.ts';
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
/**
 * Creates a field.
 * @example
 * const size = createField({ initial: '', maxlength: 5, max: 999, rules: communitySizeRules });
 * size.input('1200'); await size.blur(); size.value.value; // '999'
 */
export declare function createField<T>(options: FieldOptions<T>): Field<T>;
//# sourceMappingURL=field.d.ts.map
