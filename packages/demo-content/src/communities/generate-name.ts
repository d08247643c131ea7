import { pick, type Random } from '@renovo/api/seeding';
import { BRAND_WORDS, CORE_WORDS, OLD_STEMS, OLD_SUFFIXES, PHASES, USED_SUFFIXES } from './name-words.ts';

function drawName(random: Random, housingType: number): string {
  if (housingType === 3) return pick(random, OLD_STEMS) + pick(random, OLD_SUFFIXES);
  const base = pick(random, BRAND_WORDS) + pick(random, CORE_WORDS);
  return housingType === 6 ? base + pick(random, USED_SUFFIXES) : base;
}

/** A community name for this housing type that is not in `taken`; adds it to `taken`. */
export function generateName(random: Random, housingType: number, taken: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = drawName(random, housingType);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const base = drawName(random, housingType);
  for (const phase of PHASES) {
    if (!taken.has(base + phase)) {
      taken.add(base + phase);
      return base + phase;
    }
  }
  let n = 10;
  while (taken.has(`${base}${n}期`)) n++;
  taken.add(`${base}${n}期`);
  return `${base}${n}期`;
}
