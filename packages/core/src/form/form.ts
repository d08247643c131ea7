/**
 * A form: named fields built by createField, validated together (docs/spec/session.md#validation "Generic
 * field rules").
 */
import { batch, computed, type ReadonlySignal } from '@preact/signals-core';
import { createField, type Field, type FieldOptions } from './field.ts';

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
