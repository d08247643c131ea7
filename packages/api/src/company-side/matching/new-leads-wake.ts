/**
 * Matching wakes when a lead is filed (docs/spec/company-side.md#matching): a trigger on the lead
 * index notifies `NEW_LEADS_CHANNEL` whenever a verified lead not matched yet is written
 * (migration company_match_state), and every job engine listens — a connection of its own on
 * PostgreSQL, the shared instance on PGlite — and drains the new leads at once, instead of finding
 * them at its next look (a few seconds later). The look stays, for what a lost connection missed.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';

/** The channel the lead index's trigger notifies (migration company_match_state; the payload is empty). */
const NEW_LEADS_CHANNEL = 'renovo_leads_to_match';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** Something that drains work when woken: one run at a time, a wake during a run runs it again after. */
export interface Drainer {
  wake(): void;
  /** Resolves when no run is going on or due. */
  idle(): Promise<void>;
}

/**
 * Runs `drain` whenever woken, never two at once: wakes during a run fold into one more run
 * right after it (a burst of filed leads costs one run per batch the matcher can take, not one
 * per lead). A failing run is reported to `onError` and does not stop the next.
 */
export function createDrainer(drain: () => Promise<unknown>, onError: (err: unknown) => void): Drainer {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> =>
    drain().then(
      () => next(),
      (err: unknown) => {
        onError(err);
        return next();
      },
    );
  const next = (): Promise<void> | void => {
    if (!again) {
      running = null;
      return;
    }
    again = false;
    return run();
  };
  return {
    wake() {
      if (running) again = true;
      else running = run();
    },
    async idle() {
      while (running) await running;
    },
  };
}

/**
 * Calls `onWake` at each notification of a newly filed lead to match; answers the stop function.
 * On PostgreSQL a lost connection is reopened after a second (and `onWake` called, for what it
 * missed).
 */
export async function listenForNewLeads(
  handle: DatabaseHandle,
  onWake: () => void,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(NEW_LEADS_CHANNEL, () => onWake());
    return { stop: () => unlisten() };
  }
  if (!handle.url) return { stop: async () => {} };
  const url = handle.url;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    clearTimeout(retry);
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => onWake());
    next.on('error', (err) => {
      logger.warn({ err }, 'new-lead listener lost its connection');
      void next.end().catch(() => {});
      if (client === next) client = null;
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NEW_LEADS_CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => {});
      reconnectSoon();
      throw err;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    onWake();
  };
  await connect().catch((err: unknown) => logger.warn({ err }, 'new-lead listener could not connect'));
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
