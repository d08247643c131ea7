/**
 * Form and server agree on every field: the same inputs are typed into a form model's field, and
 * what the field then holds goes through the contract schema the API parses the request with.
 * Where the form's rule is the server's, both take or both refuse it, and a mobile taken is stored
 * as `09XXXXXXXX`; where a form is narrower by design (the community mobile's 10 characters, the
 * quote forms' sizes), every value the form takes the server takes too, and reads the same.
 */
import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ClueAuthorizationPayloadSchema, OrderPayloadSchema } from '../clues/clues.schemas.ts';
import type { Field } from '../form/form.ts';
import { createOrderForm } from '../order-modal/order-form.ts';
import { EvaluationFormSchema } from '../quote/basic-quote.contract.ts';
import { createBasicQuoteForm } from '../quote/basic-quote-store.ts';
import { createCommunityForm } from '../quote/community-form.ts';
import { createLoginForm } from '../session/login-form.ts';
import type { LoginFormStatus } from '../session/login-rules.ts';
import { LoginPayloadSchema } from '../session/session.schemas.ts';
import { validateBasicMobile } from './mobile.ts';

const RUNS = { numRuns: 1000 };

/** Mobiles a person might type or paste, close to a valid one. */
const NEAR_MISS_MOBILES = [
  '0912345678',
  '000912345678',
  '00912345678',
  '8860912345678',
  '008860912345678',
  '886912345678',
  '+886912345678',
  '０９１２３４５６７８',
  ' 0912345678',
  '0912345678 ',
  '0912 345 678',
  '0941234567',
  '091234567',
  '0912***678',
  '09*8',
  '12*4',
  '*'.repeat(15),
  '',
  '   ',
];

const mobileLike = fc.oneof(
  fc.constantFrom(...NEAR_MISS_MOBILES),
  fc
    .tuple(
      fc.constantFrom('', '0', '00', '000', '886', '00886', '+886'),
      fc.constantFrom('09', '9', '０９'),
      fc.stringMatching(/^[\d*]{3,9}$/),
      fc.constantFrom('', ' ', '\t'),
    )
    .map((parts) => parts.join('')),
  fc.string({ maxLength: 16 }),
);

const codeLike = fc.oneof(
  fc.constantFrom('123456', '0', '00', ' 123456', '１２３４５６', '12345', '1234567', '', ' '),
  fc.stringMatching(/^\s?\d{0,7}\s?$/),
  fc.string({ maxLength: 8 }),
);

const sizeLike = fc.oneof(
  fc.constantFrom(
    '1',
    '999',
    '1000',
    '0',
    '012',
    '12.5',
    '12.55',
    '12.555',
    '999.5',
    '0.5',
    ' 12',
    '１２',
    '',
  ),
  fc.stringMatching(/^\d{1,4}(\.\d{0,3})?$/),
  fc.string({ maxLength: 6 }),
);

/** What the form holds once `typed` is typed in (formatter and max length applied), and its message ('' when it passes). */
async function formSays(field: Field<string>, typed: string): Promise<{ held: string; message: string }> {
  await field.input(typed);
  await field.validate();
  return { held: field.value.peek(), message: field.error.peek() };
}

/** The server's message for one key of a body ('' when the schema takes it), and what it reads. */
function serverSays(
  schema: z.ZodMiniType,
  body: Record<string, unknown>,
  key: string,
): { message: string; value?: unknown } {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { message: '', value: (parsed.data as Record<string, unknown>)[key] };
  const issue = parsed.error.issues.find((one) => one.path[0] === key);
  expect(issue, `only ${key} may fail: ${JSON.stringify(parsed.error.issues)}`).toBeDefined();
  return { message: issue!.message };
}

const quoteBody = (fields: Record<string, unknown>) => ({
  region_id: 1,
  size: 20,
  mobile: '0912345678',
  accepted: 1,
  notice_version: '2026-11',
  ...fields,
});
const STORED_MOBILE = /^09[0-35-9]\d{7}$/;

describe('form and server agree on every field', () => {
  /** Both take or both refuse what the form holds; a mobile taken is stored as 09XXXXXXXX. */
  async function agree(
    field: Field<string>,
    typed: string,
    server: (held: string) => { message: string; value?: unknown },
    stored?: RegExp,
  ) {
    const form = await formSays(field, typed);
    const said = server(form.held);
    expect(
      said.message === '',
      `${JSON.stringify(typed)} held as ${JSON.stringify(form.held)}: form "${form.message}", server "${said.message}"`,
    ).toBe(form.message === '');
    if (stored && said.message === '') expect(said.value).toMatch(stored);
  }

  it('basic-quote mobile: same verdict; an accepted mobile is stored as 09XXXXXXXX', async () => {
    const form = createBasicQuoteForm();
    await fc.assert(
      fc.asyncProperty(mobileLike, (mobile) =>
        agree(
          form.fields.mobile,
          mobile,
          (held) => serverSays(EvaluationFormSchema, quoteBody({ mobile: held }), 'mobile'),
          STORED_MOBILE,
        ),
      ),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it('order mobile: same verdict; an accepted mobile is stored as 09XXXXXXXX', async () => {
    const form = createOrderForm();
    const body = (mobile: string) => ({
      mobile,
      accepted: 1,
      page: 'home',
      variant: 'A',
      notice_version: '2026-11',
    });
    await fc.assert(
      fc.asyncProperty(mobileLike, (mobile) =>
        agree(
          form.fields.mobile,
          mobile,
          (held) => serverSays(OrderPayloadSchema, body(held), 'mobile'),
          STORED_MOBILE,
        ),
      ),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it('community mobile: every mobile the community form takes, the server takes and stores the same', async () => {
    const form = createCommunityForm();
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        const { held, message } = await formSays(form.fields.mobile, mobile);
        if (message !== '') return;
        const server = serverSays(
          EvaluationFormSchema,
          quoteBody({ mobile: held, community: { id: 1 } }),
          'mobile',
        );
        expect(server, JSON.stringify(mobile)).toEqual({ message: '', value: held });
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });

  it.each<LoginFormStatus>(['default', 'clue'])(
    'login mobile (status %s): same verdict as the login or clue contract',
    async (status) => {
      const form = createLoginForm({ status: signal(status) });
      const server = (held: string) =>
        status === 'clue'
          ? serverSays(
              ClueAuthorizationPayloadSchema,
              { sender_contact: held, accepted: 1, notice_version: '2026-11' },
              'sender_contact',
            )
          : serverSays(
              LoginPayloadSchema,
              { username: held, code: '123456', login_type: 'sms_code', accepted: 1 },
              'username',
            );
      await fc.assert(
        fc.asyncProperty(mobileLike, (mobile) => agree(form.fields.mobile, mobile, server)),
        { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
      );
    },
  );

  it('SMS code: same verdict and message as the login contract', async () => {
    const form = createLoginForm();
    await fc.assert(
      fc.asyncProperty(codeLike, async (code) => {
        const { held, message } = await formSays(form.fields.smsCode, code);
        const server = serverSays(
          LoginPayloadSchema,
          { username: '0912345678', code: held, login_type: 'sms_code', accepted: 1 },
          'code',
        );
        expect(server.message, JSON.stringify(code)).toBe(message);
      }),
      RUNS,
    );
  });

  it('size: every size a quote form takes, the server takes and reads as the same number', async () => {
    const forms = [createBasicQuoteForm(), createCommunityForm()];
    await fc.assert(
      fc.asyncProperty(sizeLike, async (size) => {
        for (const form of forms) {
          const { held, message } = await formSays(form.fields.size, size);
          if (message !== '') continue;
          expect(serverSays(EvaluationFormSchema, quoteBody({ size: held }), 'size'), size).toEqual({
            message: '',
            value: Number(held),
          });
        }
      }),
      RUNS,
    );
  });

  it('quote mobile rule: every mobile the rule takes (whatever its length), the server takes and stores as 09XXXXXXXX', async () => {
    await fc.assert(
      fc.asyncProperty(mobileLike, async (mobile) => {
        if (validateBasicMobile(mobile) !== null) return;
        const server = serverSays(EvaluationFormSchema, quoteBody({ mobile }), 'mobile');
        expect(server.message, JSON.stringify(mobile)).toBe('');
        expect(server.value, JSON.stringify(mobile)).toMatch(STORED_MOBILE);
      }),
      { ...RUNS, examples: NEAR_MISS_MOBILES.map((m) => [m]) },
    );
  });
});
