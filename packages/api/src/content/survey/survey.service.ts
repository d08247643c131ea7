/** The survey's database work: whether a visitor answered a survey, and storing the answers. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses } from '../../db/schema-visitors.ts';

/** Who answers: a member, or a signed-out device. */
interface Respondent {
  userId: number | null;
  clientUuid: string | null;
}

/** True when the member (or, signed out, the device) already answered the survey. */
export async function hasAnswered(db: Db, surveyKey: string, { userId, clientUuid }: Respondent) {
  if (!userId && !clientUuid) return false;
  const [row] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.surveyKey, surveyKey),
        userId
          ? eq(surveyResponses.userId, userId)
          : and(isNull(surveyResponses.userId), eq(surveyResponses.clientUuid, clientUuid!)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Stores the answers; undefined when a concurrent duplicate lost the race to the unique index. */
export async function storeAnswers(db: Db, values: typeof surveyResponses.$inferInsert) {
  const [row] = await db
    .insert(surveyResponses)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  return row;
}
