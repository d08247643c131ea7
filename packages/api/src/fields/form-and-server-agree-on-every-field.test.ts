/**
 * Form and server agree on every field: what a form holds once a value is typed in, the API
 * handler takes when the form takes it and refuses when the form refuses it. Arbitrary strings and near misses (full-width digits, spaces, +886, leading
 * zeros, 000912345678) go through core's form models and through the real handlers.
 */
import {
  createBasicQuoteForm,
  createCommunityForm,
  createLoginForm,
  createOrderForm,
  type Field,
  loginMessages,
  validateBasicMobile,
} from '@renovo/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type TestHarness } from '../testing/harness.ts';

const NOTICE = '2026-11';

/** Mobiles a person might type or paste, close to a valid one. */
const NEAR_MISS_MOBILES = [
  '0912345678',
  '000912345678',
  '00912345678',
  '8860912345678',
  '008860912345678',
  '886912345678',
  '+886912345678',
  '+8860912345678',
  '０９１２３４５６７８',
  ' 0912345678',
  '0912345678 ',
  '0912 345 678',
  '0912-345-678',
  '0941234567',
  '091234567',
  '09123456789',
  '0012345678',
  '0912***678',
  '',
  '   ',
];

/** Near misses, digit strings built from the prefixes, and arbitrary strings. */
const mobileLike = fc.oneof(
  fc.constantFrom(...NEAR_MISS_MOBILES),
  fc
    .tuple(
      fc.constantFrom('', '0', '00', '000', '886', '00886', '+886', '0886'),
      fc.constantFrom('09', '9', '08', '０９'),
      fc.stringMatching(/^\d{6,9}$/),
      fc.constantFrom('', ' ', '\t'),
    )
    .map((parts) => parts.join('')),
  fc.string({ maxLength: 16 }),
);

/** What the form holds once `typed` is typed in (formatter and max length applied), and its message ('' when it passes). */
async function formSays(field: Field<string>, typed: string): Promise<{ held: string; message: string }> {
  await field.input(typed);
  await field.validate();
  return { held: field.value.peek(), message: field.error.peek() };
}

let h: TestHarness;
let address = 0;
beforeAll(async () => {
  h = await createHarness();
}, 180_000);
afterAll(() => h.close());

/** Each call from its own address, so that no address limit answers in place of the field. */
const from = () => ({ 'x-forwarded-for': `10.23.${Math.floor(++address / 250)}.${address % 250}` });

/** What the server says of a value: '' when the handler took it, else the 422 message. */
async function serverSays(path: string, body: Record<string, unknown>): Promise<string> {
  const answer = await h.call('POST', path, { body, headers: from() });
  if (answer.status === 200) return '';
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  return answer.body.message as string;
}

const RUNS = { numRuns: 25 };

describe('form and server agree on every field', () => {
  it('basic-quote mobile: the basic-quote form and POST /hyperf/valuation/v3/submit', async () => {
    const form = createBasicQuoteForm();
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        const { held, message } = await formSays(form.fields.mobile, mobile);
        const server = await serverSays('/hyperf/valuation/v3/submit', {
          region_id: 1,
          size: 20,
          mobile: held,
          accepted: 1,
          notice_version: NOTICE,
        });
        expect(server === '', `${JSON.stringify(mobile)}: form "${message}", server "${server}"`).toBe(
          message === '',
        );
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it('order mobile: the order form and POST /hyperf/clues/order', async () => {
    const form = createOrderForm();
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        const { held, message } = await formSays(form.fields.mobile, mobile);
        const server = await serverSays('/hyperf/clues/order', {
          mobile: held,
          accepted: 1,
          page: 'home',
          variant: 'A',
          notice_version: NOTICE,
        });
        expect(server === '', `${JSON.stringify(mobile)}: form "${message}", server "${server}"`).toBe(
          message === '',
        );
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it('community mobile: every mobile the community form takes, the evaluation form takes too', async () => {
    // The community form also asks exactly 10 characters (its input holds no more); the server
    // cannot ask it, since the basic form sends the same field.
    const form = createCommunityForm();
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        const { held, message } = await formSays(form.fields.mobile, mobile);
        if (message !== '') return;
        const server = await serverSays('/hyperf/valuation/v3/submit', {
          region_id: 1,
          size: 20,
          mobile: held,
          accepted: 1,
          notice_version: NOTICE,
          community: { id: 1 },
        });
        expect(server, JSON.stringify(mobile)).toBe('');
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it('login mobile: the login form and POST /v1/authorizations', async () => {
    const form = createLoginForm();
    const mobileWords = new Set([loginMessages.mobileRequired, loginMessages.mobileInvalid]);
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        const { held, message } = await formSays(form.fields.mobile, mobile);
        const answer = await h.call('POST', '/v1/authorizations', {
          body: { username: held, code: '123456', login_type: 'sms_code', accepted: 1 },
          headers: from(),
        });
        const refused =
          answer.status === 422 && mobileWords.has(answer.body.message) ? answer.body.message : '';
        expect(refused === '', `${JSON.stringify(mobile)}: form "${message}", server "${refused}"`).toBe(
          message === '',
        );
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it('SMS code: every code the login form refuses, POST /v1/authorizations refuses with its message', async () => {
    const form = createLoginForm();
    const codeLike = fc.oneof(
      fc.constantFrom('123456', '0', '00', ' 123456', '123456 ', '１２３４５６', '12345', '1234567', '', ' '),
      fc.stringMatching(/^\s?\d{0,7}\s?$/),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(codeLike, async (code) => {
        const { held, message: formSaid } = await formSays(form.fields.smsCode, code);
        const answer = await h.call('POST', '/v1/authorizations', {
          body: { username: '0912345678', code: held, login_type: 'sms_code', accepted: 1 },
          headers: from(),
        });
        // A wrong code is answered with the same words as a malformed one, so only the form's
        // refusals can be compared here (the contract test in core compares both ways).
        if (formSaid === '') return;
        expect(answer.status, JSON.stringify(code)).toBe(422);
        expect(answer.body.message, JSON.stringify(code)).toBe(formSaid);
      }),
      RUNS,
    );
  });

  it('quote mobile rule: every mobile the basic-quote and order rule takes, the quote and order handlers take', async () => {
    // The rule alone, on the whole value: an API client or a form without the 10-character input
    // can send what the inputs cut (000912345678).
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        if (validateBasicMobile(mobile) !== null) return;
        const quote = await serverSays('/hyperf/valuation/v3/submit', {
          region_id: 1,
          size: 20,
          mobile,
          accepted: 1,
          notice_version: NOTICE,
        });
        const order = await serverSays('/hyperf/clues/order', {
          mobile,
          accepted: 1,
          page: 'home',
          variant: 'A',
          notice_version: NOTICE,
        });
        expect({ quote, order }, JSON.stringify(mobile)).toEqual({ quote: '', order: '' });
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });
});
