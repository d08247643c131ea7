/** Who is asking, for the records visitors leave: the member, else the device (X-Uuid). */
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { loadUser } from '../../middleware/auth/index.ts';

/** The member id and the device uuid of the request (either may be null). */
export async function visitorOf(
  c: Context<AppEnv>,
): Promise<{ userId: number | null; clientUuid: string | null }> {
  const user = await loadUser(c);
  return { userId: user?.id ?? null, clientUuid: requestMeta(c).clientUuid };
}
