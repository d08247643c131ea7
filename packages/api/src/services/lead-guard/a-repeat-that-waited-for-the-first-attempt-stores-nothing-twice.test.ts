/**
 * Concurrent repeats make one lead (docs/spec/leads-and-security.md#lead-spam-and-forgery, ADR
 * 060): a new lead is claimed and stored in one statement, and a repeat whose claim waited for a
 * concurrent first attempt reads from before the wait — it must store nothing and answer from the
 * first attempt's lead once that has committed. Made deterministic on PostgreSQL: a third session
 * holds the lead index (`leads`, written by the quote's trigger) so the first attempt stops after
 * its claim, the repeat queues on that claim, then the lock is let go.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema.ts';
import { addressKey } from '../../lib/client-ip.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { fileLead, type LeadRequest } from './index.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a repeat that waited for the first attempt, on postgres',
  () => {
    let h: TestHarness;
    let holder: pg.Client;
    beforeAll(async () => {
      h = await createHarness({ lane: 'postgres' });
      holder = new pg.Client({ connectionString: h.handle.url });
      await holder.connect();
    }, 180_000);
    afterAll(async () => {
      await holder.end();
      await h.close();
    });

    const request = (mobile: string, device: string): LeadRequest => ({
      table: 'quotes',
      mobile,
      source: ['home', 'waited'],
      address: addressKey('203.0.113.77'),
      now: new Date(),
      client: { userId: null, clientUuid: device },
      lead: {
        variant: 'basic',
        mobile,
        clientUuid: device,
        regionId: 1,
        size: 30,
        utm: {},
        type: 'waited',
        consentNoticeVersion: '2026-11',
        consentAcceptedAt: new Date(),
        createdAt: new Date(),
      },
    });

    /** Resolves once `n` sessions of the test database wait on a lock. */
    async function waitingOnLocks(n: number) {
      for (let tries = 0; tries < 200; tries++) {
        // The holder is inside its transaction, whose view of pg_stat_activity is kept until cleared.
        await holder.query('select pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0]!.n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`fewer than ${n} sessions ever waited on a lock`);
    }

    /** Files the first attempt and its repeat while the lead index is held, then lets it go. */
    async function race(mobile: string, firstDevice: string, repeatDevice: string) {
      await holder.query('begin');
      await holder.query('lock table leads in exclusive mode');
      const first = fileLead(h.db, h.env, request(mobile, firstDevice));
      await waitingOnLocks(1);
      const repeat = fileLead(h.db, h.env, request(mobile, repeatDevice));
      await waitingOnLocks(2);
      await holder.query('commit');
      const rows = async () => (await h.db.select().from(quotes).where(eq(quotes.mobile, mobile))).length;
      return { first: await first, repeat: await repeat, rows: await rows() };
    }

    it("another client's repeat that waited stores nothing and gets a fresh id of no stored lead", async () => {
      const { first, repeat, rows } = await race('0911000881', 'device-first', 'device-stranger');
      expect(first).toMatchObject({ repeat: false, foreign: false });
      expect(repeat).toMatchObject({ repeat: true, foreign: true });
      expect(repeat.id).not.toBe(first.id);
      expect(rows).toBe(1);
    });

    it("the same client's repeat that waited stores nothing and gets the first attempt's lead", async () => {
      const { first, repeat, rows } = await race('0911000882', 'device-same', 'device-same');
      expect(first).toMatchObject({ repeat: false, foreign: false });
      expect(repeat).toMatchObject({ id: first.id, repeat: true, foreign: false });
      expect(rows).toBe(1);
    });
  },
);
