/**
 * A form: named fields built by createField, validated together (doc 1 §5 "Generic field rules").
 */
import { type ReadonlySignal } from '@preact/signals-core';
import { type Field, type FieldOptions } from './field.ts';
/** Options of every field of a form, by name. */
export type FormOptions<V> = {
  readonly [K in keyof V]: FieldOptions<V[K]>;
};
/** The fields of a form, by name. */
export type FormFields<V> = {
  readonly [K in keyof V]: Field<V[K]>;
};
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
export declare function createForm<V extends object>(options: FormOptions<V>): Form<V>;
//# sourceMappingURL=form.d.ts.map
