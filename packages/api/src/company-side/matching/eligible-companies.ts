/**
 * The companies that may take leads (docs/spec/company-side.md#matching): published, not paused,
 * with a member to answer, a 統一編號 on file — in pools by the cities they serve, with their level
 * and the offers they hold this month (the choice, match-order.ts, checks the capacity as it counts
 * a batch's own offers). The member count is a counter on the company row and the load a row of
 * `company_loads`, both kept by triggers (migrations company_loads, company_loads_apart).
 *
 * Matching keeps every company per database between batches, and a batch reads only the rows
 * written since its last read: each company row and each load row records the transaction that
 * wrote it (migrations company_match_state, company_loads_apart), and any transaction the last
 * read could not see has an id at or above that read's snapshot xmin. So what a batch knows is
 * what a full read in its own snapshot would show — the loads under the matching lock stay exact —
 * at the cost of the rows that changed (mostly the loads of the last batch's offers, narrow rows),
 * not 5,000 companies. A count of load rows (one a company) that disagrees with the kept set (a
 * company deleted) reads everything again. The profile (cities, styles, sizes,
 * budget, verification columns) is read again only when its revision moved, and the pools are
 * built again only when a company opens, closes or changes its profile, or the day turns (ADR 047).
 */

import { taipeiDay } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { companyVerificationLevel, type VerificationColumns } from '../verification/verification-level.ts';
import type { Candidate } from './match-order.ts';

/** A company's targeting and verification columns, valid while its revision is `rev`. */
interface Profile extends VerificationColumns {
  rev: number;
  servedRegionIds: number[];
  styleIds: number[];
  sizeMinPing: number | null;
  sizeMaxPing: number | null;
  priceMinWan: number;
  priceMaxWan: number;
}

/** What matching knows of one company. */
interface Kept {
  /** Published, not paused, a member to answer, a 統一編號 on file. */
  open: boolean;
  capacity: number;
  /** The Taiwan month (`YYYY-MM-01`) its load counts, and the offers it holds in it. */
  loadMonth: string | null;
  loadHeld: number;
  rev: number;
  profile: Profile | null;
}

/** The open companies with a profile: each city's, and by id (for the company a lead named). */
export interface Pools {
  byCity: Map<number, Candidate[]>;
  byId: Map<number, Candidate>;
  /** The candidates a batch counted offers on (their loads are set again before the next). */
  touched: Set<Candidate>;
}

/** Every company of one database, the xmin of the snapshot they were last read in, and the pools built of them. */
interface KeptSet {
  companies: Map<number, Kept>;
  horizon: string;
  /** Built for the Taiwan day `poolsDay` (levels); null once a company opened, closed or changed its profile. */
  pools: Pools | null;
  poolsDay: string;
  /** The Taiwan month the pools' loads count. */
  poolsMonth: string;
}

const keptOf = new WeakMap<Db, KeptSet>();

/** [id, open, capacity, profile revision] of a company row written since the last read. */
type ChangedCompany = [number, boolean, number, number | string];
/** [company id, month, held] of a load row written since the last read. */
type ChangedLoad = [number, string | null, number];

/**
 * Reads the company and load rows written at or after `horizon` ('0': all) and the new horizon;
 * answers the count of load rows (one a company) and the ids of the companies read.
 */
async function readChanges(tx: Db | Tx, kept: KeptSet): Promise<{ total: number; changed: number[] }> {
  const result = await tx.execute(
    prepared(
      'match-changes',
      sql`
    select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      (select count(*)::int from company_loads) as total,
      (select coalesce(json_agg(json_build_array(c.id,
          c.status = 'published' and not c.paused and c.tax_id is not null and c.members_count > 0,
          c.monthly_capacity, c.profile_rev)), '[]')
        from companies c where c.changed_xact >= ${kept.horizon}::bigint) as companies,
      (select coalesce(json_agg(json_build_array(l.company_id, l.month, l.held)), '[]')
        from company_loads l where l.changed_xact >= ${kept.horizon}::bigint) as loads`,
    ),
  );
  const [row] = (
    result as unknown as {
      rows: { horizon: string; total: number; companies: ChangedCompany[]; loads: ChangedLoad[] }[];
    }
  ).rows;
  if (!row) return { total: 0, changed: [] };
  for (const [id, open, capacity, rev] of row.companies) {
    const before = kept.companies.get(id);
    if (before?.open !== open || before.rev !== Number(rev)) kept.pools = null;
    kept.companies.set(id, {
      open,
      capacity,
      loadMonth: before?.loadMonth ?? null,
      loadHeld: before?.loadHeld ?? 0,
      rev: Number(rev),
      profile: before?.profile ?? null,
    });
  }
  // A load of a company not read (none in one snapshot: a company and its load row are written
  // together) is left out, and the count then reads everything again.
  for (const [id, month, held] of row.loads) {
    const company = kept.companies.get(id);
    if (!company) continue;
    company.loadMonth = month;
    company.loadHeld = held;
  }
  kept.horizon = row.horizon;
  return { total: row.total, changed: [...row.companies.map((r) => r[0]), ...row.loads.map((r) => r[0])] };
}

/** A profile as the driver answers it (a bigint revision comes as text). */
type ProfileRow = Omit<Profile, 'rev'> & { id: number | string; rev: number | string };

/** Reads the profiles of `ids` (one statement). */
async function readProfiles(tx: Db | Tx, ids: number[], kept: KeptSet) {
  const result = await tx.execute(
    prepared(
      'match-profiles',
      sql`
    select c.id, c.profile_rev as rev, c.tax_id as "taxId", c.licence_no as "licenceNo",
      c.licence_expires_on::text as "licenceExpiresOn", c.verified,
      c.served_region_ids as "servedRegionIds", c.style_ids as "styleIds",
      c.size_min_ping as "sizeMinPing", c.size_max_ping as "sizeMaxPing",
      c.price_min_wan as "priceMinWan", c.price_max_wan as "priceMaxWan"
    from companies c where c.id = any(${arrayLiteral(ids)}::int[])`,
    ),
  );
  for (const r of (result as unknown as { rows: ProfileRow[] }).rows) {
    const company = kept.companies.get(Number(r.id));
    if (!company) continue;
    kept.pools = null;
    company.profile = {
      rev: Number(r.rev),
      taxId: r.taxId,
      licenceNo: r.licenceNo,
      licenceExpiresOn: r.licenceExpiresOn,
      verified: r.verified,
      servedRegionIds: r.servedRegionIds.map(Number),
      styleIds: r.styleIds.map(Number),
      sizeMinPing: r.sizeMinPing === null ? null : Number(r.sizeMinPing),
      sizeMaxPing: r.sizeMaxPing === null ? null : Number(r.sizeMaxPing),
      priceMinWan: Number(r.priceMinWan),
      priceMaxWan: Number(r.priceMaxWan),
    };
  }
}

/** The offers `c` holds in the Taiwan month `month` (its counter follows its newest month). */
const heldIn = (c: Kept, month: string) => (c.loadMonth === month ? c.loadHeld : 0);

/** A new kept set, read in full at its first use. */
const emptySet = (): KeptSet => ({
  companies: new Map(),
  horizon: '0',
  pools: null,
  poolsDay: '',
  poolsMonth: '',
});

/**
 * The pools of the companies that may take leads (published, not paused, a member, a 統一編號 on
 * file; under capacity is the choice's to check, as it counts the batch's own offers), with their
 * level on `now` and the offers they hold in the Taiwan month of `monthStart`. `db` is the
 * database whose companies are kept; `tx` reads them (the matching transaction, which holds the
 * matching lock). The pools stay between batches and are built again only when a company opens,
 * closes or changes its profile, or the day turns; every call sets each one's capacity and load to
 * what was read, undoing what an earlier batch counted.
 */
export async function matchingPools(
  db: Db,
  tx: Db | Tx,
  query: { monthStart: Date; now: Date },
): Promise<Pools> {
  let kept = keptOf.get(db) ?? emptySet();
  keptOf.set(db, kept);
  let { total, changed } = await readChanges(tx, kept);
  if (total !== kept.companies.size) {
    // A company was deleted since the last read: read every row again.
    kept = emptySet();
    keptOf.set(db, kept);
    ({ changed } = await readChanges(tx, kept));
  }
  const stale: number[] = [];
  for (const [id, c] of kept.companies) if (c.open && c.profile?.rev !== c.rev) stale.push(id);
  if (stale.length > 0) await readProfiles(tx, stale, kept);
  const day = taipeiDay(query.now);
  const month = taipeiDay(query.monthStart);
  if (!kept.pools || kept.poolsDay !== day || kept.poolsMonth !== month) {
    kept.pools = buildPools(kept, query.now);
    kept.poolsDay = day;
    kept.poolsMonth = month;
    changed = [...kept.companies.keys()];
  }
  const pools = kept.pools;
  // Each load as read: the rows that changed, and the ones the last batch counted offers on.
  const setLoad = (id: number) => {
    const c = kept.companies.get(id);
    const candidate = pools.byId.get(id);
    if (!c || !candidate) return;
    candidate.held = heldIn(c, month);
    candidate.monthlyCapacity = c.capacity;
  };
  for (const id of changed) setLoad(id);
  for (const candidate of pools.touched) setLoad(candidate.id);
  pools.touched.clear();
  return pools;
}

/** The pools of the open companies with a profile, their levels on `now` (loads are set by the caller). */
function buildPools(kept: KeptSet, now: Date): Pools {
  const byCity = new Map<number, Candidate[]>();
  const byId = new Map<number, Candidate>();
  for (const [id, c] of kept.companies) {
    const profile = c.profile;
    if (!c.open || !profile) continue;
    const candidate: Candidate = {
      id,
      level: companyVerificationLevel(profile, now),
      monthlyCapacity: c.capacity,
      held: 0,
      servedRegionIds: profile.servedRegionIds,
      styleIds: profile.styleIds,
      sizeMinPing: profile.sizeMinPing,
      sizeMaxPing: profile.sizeMaxPing,
      priceMinWan: profile.priceMinWan,
      priceMaxWan: profile.priceMaxWan,
    };
    byId.set(id, candidate);
    for (const city of profile.servedRegionIds) {
      const pool = byCity.get(city);
      if (pool) pool.push(candidate);
      else byCity.set(city, [candidate]);
    }
  }
  return { byCity, byId, touched: new Set() };
}
