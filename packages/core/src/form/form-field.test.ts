import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createField } from './form.ts';

/** A promise with its resolver, to hold an async validator open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('Generic field rules (engine), docs/spec/session.md#validation', () => {
  it("Form validation status: starts 'unvalidated', then 'passed' or 'failed' (docs/spec/session.md#states)", async () => {
    const field = createField({ initial: '', rules: [{ required: true, message: 'need' }] });
    expect(field.status.value).toBe('unvalidated');
    expect(field.error.value).toBe('');
    await expect(field.validate()).resolves.toBe(false);
    expect(field.status.value).toBe('failed');
    expect(field.error.value).toBe('need');
    await field.input('x');
    await expect(field.validate()).resolves.toBe(true);
    expect(field.status.value).toBe('passed');
    expect(field.error.value).toBe('');
  });

  it('Generic field rules: synchronous rules settle the status before validate() resolves', () => {
    const field = createField({ initial: '', rules: [{ required: true, message: 'need' }] });
    void field.validate();
    expect(field.status.value).toBe('failed');
  });

  it('Generic field rules: trigger defaults to blur — input alone does not validate', async () => {
    const field = createField({ initial: '', rules: [{ pattern: /^\d+$/, message: 'digits' }] });
    await expect(field.input('a')).resolves.toBe(true);
    expect(field.status.value).toBe('unvalidated');
    await expect(field.blur()).resolves.toBe(false);
    expect(field.error.value).toBe('digits');
  });

  it("Generic field rules: trigger 'change' validates on every input", async () => {
    const field = createField({
      initial: '',
      rules: [{ pattern: /^\d+$/, message: 'digits', trigger: 'change' }],
    });
    await expect(field.input('a')).resolves.toBe(false);
    expect(field.status.value).toBe('failed');
    await field.input('1');
    expect(field.status.value).toBe('passed');
  });

  it("Generic field rules: a field-wide trigger 'change' applies to rules naming none", async () => {
    const field = createField({ initial: '', trigger: 'change', rules: [{ required: true, message: 'n' }] });
    await field.input('');
    expect(field.error.value).toBe('n');
  });

  it('Generic field rules: a rule may name several triggers, or none (validate() only)', async () => {
    const field = createField({
      initial: '',
      rules: [
        { pattern: /^\d+$/, message: 'digits', trigger: ['blur', 'change'] },
        { validator: (value) => value.length > 2, message: 'long', trigger: [] },
      ],
    });
    await field.input('1');
    expect(field.status.value).toBe('passed');
    await field.blur();
    expect(field.status.value).toBe('passed');
    await expect(field.validate()).resolves.toBe(false);
    expect(field.error.value).toBe('long');
  });

  it('Generic field rules: an event with no rule of its own keeps the status', async () => {
    const field = createField({ initial: '', rules: [{ required: true, message: 'n', trigger: 'change' }] });
    await field.input('');
    await expect(field.blur()).resolves.toBe(false);
    expect(field.status.value).toBe('failed');
  });

  it('Generic field rules: a new value resets validation', async () => {
    const field = createField({ initial: '', rules: [{ required: true, message: 'need' }] });
    await field.validate();
    expect(field.status.value).toBe('failed');
    await field.input('a');
    expect(field.status.value).toBe('unvalidated');
    expect(field.error.value).toBe('');
  });

  it('Generic field rules: the formatter is applied on input', async () => {
    const field = createField({ initial: '', formatter: (value: string) => value.toUpperCase() });
    await field.input('abc');
    expect(field.value.value).toBe('ABC');
    await field.set('raw');
    expect(field.value.value).toBe('raw');
  });

  it('Generic field rules: maxlength trims the input after formatting', async () => {
    const field = createField({
      initial: '',
      maxlength: 3,
      formatter: (value: string) => value.replace(/\D/g, ''),
    });
    await field.input('a1b2c3d4');
    expect(field.value.value).toBe('123');
  });

  it('Generic field rules: number min/max clamp on blur, string values', async () => {
    const field = createField({ initial: '', min: 1, max: 999 });
    await field.input('1200');
    expect(field.value.value).toBe('1200');
    await field.blur();
    expect(field.value.value).toBe('999');
    await field.input('0');
    await field.blur();
    expect(field.value.value).toBe('1');
    await field.input('12.5');
    await field.blur();
    expect(field.value.value).toBe('12.5');
    for (const kept of ['', ' ', 'abc']) {
      await field.input(kept);
      await field.blur();
      expect(field.value.value).toBe(kept);
    }
  });

  it('Generic field rules: number min/max clamp on blur, number values', async () => {
    const field = createField({ initial: 5, min: 1, max: 10 });
    await field.input(50);
    await field.blur();
    expect(field.value.value).toBe(10);
    await field.input(-3);
    await field.blur();
    expect(field.value.value).toBe(1);
  });

  it('Generic field rules: clamping happens before the blur rules run', async () => {
    const field = createField({ initial: '', max: 999, rules: [{ pattern: /^\d{1,3}$/, message: 'bad' }] });
    await field.input('5000');
    await expect(field.blur()).resolves.toBe(true);
    expect(field.value.value).toBe('999');
  });

  it('Generic field rules: no clamp without min or max, and non-string values are left alone', async () => {
    const plain = createField({ initial: '5000' });
    await plain.blur();
    expect(plain.value.value).toBe('5000');
    const flag = createField({ initial: true, max: 1 });
    await flag.blur();
    expect(flag.value.value).toBe(true);
  });

  it('Generic field rules: the message may be computed (a function re-read as its inputs change)', async () => {
    const unit = signal('坪');
    const field = createField({
      initial: '',
      rules: [{ pattern: /^\d+$/, message: (value: string) => `${value} 不是${unit.value}數` }],
    });
    await field.input('abc');
    await field.blur();
    expect(field.error.value).toBe('abc 不是坪數');
    unit.value = '整';
    expect(field.error.value).toBe('abc 不是整數');
  });

  it('Generic field rules: a validator may be async and the field reports validating', async () => {
    const gate = deferred<boolean | string>();
    const field = createField({ initial: 'x', rules: [{ validator: () => gate.promise, message: 'rule' }] });
    const result = field.validate();
    expect(field.validating.value).toBe(true);
    expect(field.status.value).toBe('unvalidated');
    gate.resolve('taken');
    await expect(result).resolves.toBe(false);
    expect(field.validating.value).toBe(false);
    expect(field.error.value).toBe('taken');
  });

  it('Generic field rules: a stale async result is dropped when the value changes meanwhile', async () => {
    const gates = [deferred<boolean>(), deferred<boolean>()];
    let call = 0;
    const field = createField({
      initial: 'a',
      rules: [{ validator: () => gates[call++]!.promise, message: 'rule', trigger: 'change' }],
    });
    const first = field.validate();
    const second = field.input('b');
    gates[0]!.resolve(false);
    await expect(first).resolves.toBe(false);
    expect(field.status.value).toBe('unvalidated');
    expect(field.validating.value).toBe(true);
    gates[1]!.resolve(true);
    await expect(second).resolves.toBe(true);
    expect(field.status.value).toBe('passed');
  });

  it('Generic field rules: reset() restores the initial value and drops a running check', async () => {
    const gate = deferred<boolean>();
    const field = createField({ initial: 'start', rules: [{ validator: () => gate.promise, message: 'm' }] });
    await field.input('changed');
    const running = field.validate();
    field.reset();
    expect(field.value.value).toBe('start');
    expect(field.validating.value).toBe(false);
    gate.resolve(false);
    await running;
    expect(field.status.value).toBe('unvalidated');
    expect(field.error.value).toBe('');
  });

  it('Generic field rules: a field without rules passes validate()', async () => {
    const field = createField({ initial: false });
    await field.input(true);
    expect(field.status.value).toBe('unvalidated');
    await expect(field.validate()).resolves.toBe(true);
    expect(field.status.value).toBe('passed');
    field.resetValidation();
    expect(field.status.value).toBe('unvalidated');
  });

  it('Generic field rules: value, status and error are read-only signals', () => {
    const field = createField({ initial: '' });
    expect(() => {
      (field.value as { value: string }).value = 'x';
    }).toThrow();
    expect(() => {
      (field.status as { value: string }).value = 'passed';
    }).toThrow();
    expect(() => {
      (field.error as { value: string }).value = 'x';
    }).toThrow();
  });
});
