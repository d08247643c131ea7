/**
 * The SMS a stack's outbox gateway stored, as the tests read them, newest first: over HTTP from
 * the development outbox (`/dev/sms-outbox`, a stack started with NODE_ENV=test), or from the
 * stack's database (`sms_messages`, which the outbox gateway fills with each message's text)
 * where production has no /dev/ routes.
 *
 * @example const code = await smsCode(storedSms(stack.db), mobile);
 */
import { serverMessages } from '@renovo/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../packages/api/src/db/client.ts';
import { smsMessages } from '../../../packages/api/src/db/schema.ts';

/** The texts of the SMS sent to a mobile, newest first. */
export type SentSms = (mobile: string) => Promise<string[]>;

/** Read over HTTP from the development outbox of the stack at `origin`. */
export function devOutbox(origin: string): SentSms {
  return async (mobile) => {
    const answer = await fetch(new URL(`/dev/sms-outbox?mobile=${mobile}`, origin));
    const outbox = (await answer.json()) as { data: { body: string }[] };
    // The outbox lists the newest last.
    return outbox.data.map((message) => message.body).reverse();
  };
}

/** Read from the stack's database (any NODE_ENV, production included). */
export function storedSms(db: Db): SentSms {
  return async (mobile) => {
    const rows = await db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.mobile, mobile))
      .orderBy(desc(smsMessages.id));
    return rows.map((row) => row.body);
  };
}

/** The code SMS's text around its code (the server's message, `{code}` a 6-digit group). */
const CODE_TEXT = new RegExp(serverMessages.smsCode.split('{code}').map(literal).join('(\\d{6})'));

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The newest SMS code sent to `mobile` ('' when none; invitations and notices are skipped). */
export async function smsCode(sent: SentSms, mobile: string): Promise<string> {
  for (const body of await sent(mobile)) {
    const code = CODE_TEXT.exec(body)?.[1];
    if (code) return code;
  }
  return '';
}
