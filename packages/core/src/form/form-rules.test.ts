import { describe, expect, it } from 'vitest';
import { evaluateRules, type FieldRule, isEmptyValue, resolveMessage, validateSync } from './form.ts';

describe('Generic field rules, docs/spec/session.md#validation', () => {
  it('Generic field rules: required treats empty string, null, undefined, false and [] as empty', () => {
    for (const value of ['', null, undefined, false, []]) expect(isEmptyValue(value)).toBe(true);
    for (const value of [0, 'a', true, [1], ' ']) expect(isEmptyValue(value)).toBe(false);
  });

  it('Generic field rules: required fails on an empty value with its message', () => {
    expect(validateSync([{ required: true, message: 'need' }], '')).toBe('need');
    expect(validateSync([{ required: true, message: 'need' }], 'x')).toBeNull();
  });

  it('Generic field rules: pattern and validator are skipped for an empty, non-required value', () => {
    const rules: FieldRule[] = [{ pattern: /^\d+$/, validator: () => false, message: 'bad' }];
    expect(validateSync(rules, '')).toBeNull();
    expect(validateSync(rules, 'a')).toBe('bad');
  });

  it('Generic field rules: pattern tests the value as a string, ignoring a global lastIndex', () => {
    const pattern = /^\d+$/g;
    const rules: FieldRule<number>[] = [{ pattern, message: 'digits' }];
    expect(validateSync(rules, 12)).toBeNull();
    expect(validateSync(rules, 12)).toBeNull();
    expect(validateSync(rules, Number.NaN)).toBe('digits');
  });

  it('Generic field rules: a validator returns true, false (rule message) or a message', () => {
    const rules = (result: boolean | string): FieldRule[] => [{ validator: () => result, message: 'rule' }];
    expect(validateSync(rules(true), 'x')).toBeNull();
    expect(validateSync(rules(false), 'x')).toBe('rule');
    expect(validateSync(rules('own'), 'x')).toBe('own');
    expect(validateSync(rules(''), 'x')).toBe('rule');
  });

  it('Generic field rules: a throwing validator fails with the rule message', () => {
    const rules: FieldRule[] = [
      {
        validator: () => {
          throw new Error('boom');
        },
        message: 'rule',
      },
    ];
    expect(validateSync(rules, 'x')).toBe('rule');
  });

  it('Generic field rules: rules run in order and the first failure wins', () => {
    const rules: FieldRule[] = [
      { required: true, message: 'first' },
      { pattern: /^a/, message: 'second' },
      { validator: (value) => value.length > 2, message: 'third' },
    ];
    expect(validateSync(rules, '')).toBe('first');
    expect(validateSync(rules, 'b')).toBe('second');
    expect(validateSync(rules, 'ab')).toBe('third');
    expect(validateSync(rules, 'abc')).toBeNull();
  });

  it('Generic field rules: a message may be computed from the value', () => {
    expect(resolveMessage((value: string) => `bad ${value}`, 'x')).toBe('bad x');
    expect(resolveMessage(undefined, 'x')).toBe('');
    expect(validateSync([{ pattern: /^\d$/, message: (value) => `bad ${value}` }], 'q')).toBe('bad q');
    expect(validateSync([{ required: true }], '')).toBe('');
  });

  it('Generic field rules: a validator may be async (evaluation turns into a promise)', async () => {
    const rules: FieldRule[] = [
      { validator: async (value) => value === 'ok' || 'async bad' },
      { validator: () => false, message: 'after' },
    ];
    await expect(evaluateRules(rules, 'no')).resolves.toMatchObject({ message: 'async bad' });
    await expect(evaluateRules(rules, 'ok')).resolves.toMatchObject({ rule: rules[1] });
    await expect(
      evaluateRules([{ validator: () => Promise.reject(new Error('x')), message: 'm' }], 'v'),
    ).resolves.toMatchObject({ rule: { message: 'm' } });
    await expect(evaluateRules([{ validator: async () => true }], 'v')).resolves.toBeNull();
    expect(() => validateSync(rules, 'x')).toThrow(TypeError);
  });
});
