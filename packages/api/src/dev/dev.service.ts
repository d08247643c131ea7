/** The development routes' database work: reading the SMS and e-mail outboxes. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsMessages } from '../db/schema.ts';
import { emailMessages } from '../db/schema-company-side.ts';

/** The latest 100 outbox messages (of one mobile when given), newest first. */
export function outboxMessages(db: Db, mobile: string | null) {
  return db
    .select()
    .from(smsMessages)
    .where(
      mobile
        ? and(eq(smsMessages.gateway, 'outbox'), eq(smsMessages.mobile, mobile))
        : eq(smsMessages.gateway, 'outbox'),
    )
    .orderBy(desc(smsMessages.id))
    .limit(100);
}

/** The text of the latest outbox message to a mobile, if any. */
export async function lastOutboxText(db: Db, mobile: string): Promise<string | undefined> {
  const [last] = await db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(and(eq(smsMessages.gateway, 'outbox'), eq(smsMessages.mobile, mobile)))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  return last?.body;
}

/** The latest 100 outbox e-mails (to one address when given), newest first. */
export function outboxEmails(db: Db, to: string | null) {
  return db
    .select()
    .from(emailMessages)
    .where(
      to
        ? and(eq(emailMessages.transport, 'outbox'), eq(emailMessages.to, to))
        : eq(emailMessages.transport, 'outbox'),
    )
    .orderBy(desc(emailMessages.id))
    .limit(100);
}
