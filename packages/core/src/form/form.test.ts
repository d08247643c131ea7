import { describe, expect, it } from 'vitest';
import { createForm } from './form.ts';

function sampleForm() {
  return createForm<{ name: string; size: string; agree: boolean }>({
    name: { initial: '', rules: [{ required: true, message: 'name needed' }] },
    size: { initial: '10', rules: [{ pattern: /^\d+$/, message: 'size digits' }] },
    agree: { initial: false, rules: [{ required: true, message: 'agree needed' }] },
  });
}

describe('Generic field rules (form), docs/spec/session.md#validation', () => {
  it('Form: validate() runs every field and resolves to a boolean', async () => {
    const form = sampleForm();
    await expect(form.validate()).resolves.toBe(false);
    expect(form.errors.value).toEqual({ name: 'name needed', agree: 'agree needed' });
    expect(form.firstError.value).toBe('name needed');
    expect(form.fields.size.status.value).toBe('passed');
    await form.fields.name.input('Lin');
    await form.fields.agree.input(true);
    await expect(form.validate()).resolves.toBe(true);
    expect(form.errors.value).toEqual({});
    expect(form.firstError.value).toBe('');
  });

  it('Form: validate(names) checks only the named fields', async () => {
    const form = sampleForm();
    await expect(form.validate(['size'])).resolves.toBe(true);
    expect(form.fields.name.status.value).toBe('unvalidated');
  });

  it('Form: values gathers every field value', async () => {
    const form = sampleForm();
    await form.fields.name.input('Lin');
    expect(form.values.value).toEqual({ name: 'Lin', size: '10', agree: false });
  });

  it('Form: validating is true while any field runs an async validator', async () => {
    let release!: (value: boolean) => void;
    const form = createForm<{ code: string }>({
      code: { initial: 'x', rules: [{ validator: () => new Promise((done) => (release = done)) }] },
    });
    const result = form.validate();
    expect(form.validating.value).toBe(true);
    release(true);
    await expect(result).resolves.toBe(true);
    expect(form.validating.value).toBe(false);
  });

  it('Form: resetValidation() clears errors; reset() also restores the initial values', async () => {
    const form = sampleForm();
    await form.fields.size.input('abc');
    await form.validate();
    form.resetValidation();
    expect(form.errors.value).toEqual({});
    expect(form.fields.size.value.value).toBe('abc');
    await form.validate();
    form.reset();
    expect(form.values.value).toEqual({ name: '', size: '10', agree: false });
    expect(form.fields.name.status.value).toBe('unvalidated');
  });
});
