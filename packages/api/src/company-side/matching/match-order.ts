/**
 * Which companies a lead is offered to, and in what order (docs/spec/company-side.md#matching),
 * decided in memory over the candidates of the lead's city — the one place the rules live.
 *
 * Eligible: a valid 統一編號 (the SQL only knows one is on file), under its monthly capacity, not
 * offered this lead before, a licence in force when the lead needs one — and serving the lead's
 * city, taking its size, with a budget range that overlaps the lead's band. A company the lead
 * named only needs the first group: the owner chose it.
 *
 * Order: the named company first; then the least loaded for its size — (held + 1) divided by
 * capacity × boost, where the boost is 1, plus 0.5 when its styles include the lead's, plus 0.25
 * for a licence in force and 0.25 more when the staff verified it — so over a month each company
 * gets leads in proportion to its capacity (and boost), and ties are broken at random, never by
 * age. Every factor is published in the spec: nothing about the order is secret.
 */
import { atLeastLevel, VERIFICATION_LEVELS, type VerificationLevel } from '@renovo/core/contracts';
import type { LeadForMatching } from './lead-for-matching.ts';

/** The boosts of the order (docs/spec/company-side.md#matching). */
const MATCH_BOOSTS = { style: 0.5, licensed: 0.25, staffVerified: 0.25 } as const;

/** A company that may take leads this month, as matching sees it. */
export interface Candidate {
  id: number;
  level: VerificationLevel;
  monthlyCapacity: number;
  /** Offers it holds this Taiwan month; matching adds the ones it makes. */
  held: number;
  servedRegionIds: readonly number[];
  styleIds: readonly number[];
  sizeMinPing: number | null;
  sizeMaxPing: number | null;
  priceMinWan: number;
  priceMaxWan: number;
}

/** A company chosen for a lead. */
export interface Choice {
  company: Candidate;
  named: boolean;
}

/** Does `c` (serving the lead's city) take the lead's size and budget band? */
function fits(c: Candidate, lead: LeadForMatching): boolean {
  if (lead.size !== null) {
    if (c.sizeMinPing !== null && c.sizeMinPing > lead.size) return false;
    if (c.sizeMaxPing !== null && c.sizeMaxPing < lead.size) return false;
  }
  const band = lead.budgetWan;
  return band === null || (c.priceMinWan <= band.max && c.priceMaxWan >= band.min);
}

/** The boost each verification level gives (1 plus the level's boosts), worked out once. */
const LEVEL_BOOST = Object.fromEntries(
  VERIFICATION_LEVELS.map((level) => [
    level,
    1 +
      (atLeastLevel(level, 'licensed') ? MATCH_BOOSTS.licensed : 0) +
      (atLeastLevel(level, 'staff_verified') ? MATCH_BOOSTS.staffVerified : 0),
  ]),
) as Record<VerificationLevel, number>;

/** Which levels hold a licence in force, worked out once. */
const LICENSED = Object.fromEntries(
  VERIFICATION_LEVELS.map((level) => [level, atLeastLevel(level, 'licensed')]),
) as Record<VerificationLevel, boolean>;

/** The company's place in the order: lower comes first. */
function load(c: Candidate, lead: LeadForMatching): number {
  let boost = LEVEL_BOOST[c.level];
  if (lead.styleId !== null && c.styleIds.includes(lead.styleId)) boost += MATCH_BOOSTS.style;
  return (c.held + 1) / (c.monthlyCapacity * boost);
}

/**
 * Up to `need` companies for `lead`, best first, from `cityPool` (the candidates serving its city:
 * the city is not checked again) and `namedCompany` (the one it named, wherever it works).
 */
export function chooseCompanies(
  lead: LeadForMatching,
  cityPool: readonly Candidate[],
  namedCompany: Candidate | undefined,
  need: number,
): Choice[] {
  const excluded = lead.offeredTo.length > 0 ? new Set(lead.offeredTo) : null;
  const licence = lead.needsLicence;
  const open = (c: Candidate) =>
    c.held < c.monthlyCapacity &&
    c.level !== 'none' &&
    (!licence || LICENSED[c.level]) &&
    !excluded?.has(c.id);
  const chosen: Choice[] = [];
  if (need <= 0) return chosen;
  if (namedCompany && open(namedCompany)) chosen.push({ company: namedCompany, named: true });
  // The best `need` by load, ties broken by a fresh random draw (never by age or id).
  const best: { c: Candidate; load: number; tie: number }[] = [];
  const want = need - chosen.length;
  for (const c of cityPool) {
    if (want <= 0) break;
    if (c === namedCompany || !open(c) || !fits(c, lead)) continue;
    const value = load(c, lead);
    // Worse than every one kept: no place (the draw is only needed on a tie).
    if (best.length === want && value > best[want - 1]!.load) continue;
    const entry = { c, load: value, tie: Math.random() };
    let at = best.length;
    while (
      at > 0 &&
      (best[at - 1]!.load > entry.load ||
        (best[at - 1]!.load === entry.load && best[at - 1]!.tie > entry.tie))
    )
      at--;
    if (at >= want) continue;
    best.splice(at, 0, entry);
    if (best.length > want) best.pop();
  }
  for (const { c } of best) chosen.push({ company: c, named: false });
  return chosen;
}
