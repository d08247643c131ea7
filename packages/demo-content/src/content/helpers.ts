/** Small helpers of the content generator: dates, template filling, unique titles, shuffles. */
import { intBetween, type Random } from '@renovo/api/seeding';

/** The seed's "now": every generated date lies before it, so two runs give the same rows. */
const SEED_NOW = new Date('2025-06-30T10:00:00+08:00');

/** A moment up to `maxDays` days before SEED_NOW (at least `minDays`). */
export function daysBefore(random: Random, maxDays: number, minDays = 0): Date {
  const days = minDays + random() * (maxDays - minDays);
  return new Date(SEED_NOW.getTime() - Math.round(days * 86_400_000));
}

/** Fills `{slot}` placeholders; unknown slots stay as written. */
export function fill(template: string, slots: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in slots ? String(slots[name]) : whole,
  );
}

/** What makes two titles "alike": the same words once numbers and spaces are taken out. */
export function titleSkeleton(title: string): string {
  return title.replace(/[\d\s]+/g, '');
}

/** Keeps titles unique, also in their skeleton (so "5 個重點" and "7 個重點" do not both appear). */
export class TitleRegistry {
  readonly #titles = new Set<string>();
  readonly #skeletons = new Set<string>();

  /** Registers the title when neither it nor its skeleton is taken; true when registered. */
  claim(title: string): boolean {
    const skeleton = titleSkeleton(title);
    if (this.#titles.has(title) || this.#skeletons.has(skeleton)) return false;
    this.#titles.add(title);
    this.#skeletons.add(skeleton);
    return true;
  }
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `count` distinct elements of a list. */
export function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  return shuffled(random, list).slice(0, Math.min(count, list.length));
}

/** A count that is usually small and sometimes large: base × e^(spread × u). */
export function popularity(random: Random, base: number, spread: number): number {
  return Math.round(base * Math.exp(spread * random()));
}

/** A score from 1 to 5 drawn mostly high, as real ratings are. */
export function ratingScore(random: Random): number {
  const u = random();
  if (u < 0.55) return 5;
  if (u < 0.85) return 4;
  if (u < 0.94) return 3;
  if (u < 0.98) return 2;
  return 1;
}

/** A value within ±1 of `score`, kept in 1..5. */
export function near(random: Random, score: number): number {
  return Math.max(1, Math.min(5, score + intBetween(random, -1, 1)));
}
