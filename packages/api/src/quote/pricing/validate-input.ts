import { format, serverMessages } from '@renovo/core/messages';
import { checkHouseLayout, deriveHouseLayout } from './house-layout.ts';
import type { DecorateLevel, HouseLayout, PricingInput } from './types.ts';

/** Largest size in ping the quote forms accept (spec §9). */
const MAX_SIZE = 999;

/** Input after validation: size rounded to 0.01 ping and in hundredths, layout given or derived. */
export interface PricingTerms {
  level: DecorateLevel;
  size: number;
  hundredths: number;
  layout: HouseLayout;
}

/** Checks level (1–3), size (> 0, ≤ 999, 0.01 ping resolution) and layout; throws RangeError with a zh-TW message. */
export function validatePricingInput(input: PricingInput): PricingTerms {
  const { level, size, layout } = input;
  if (level !== 1 && level !== 2 && level !== 3) {
    throw new RangeError(serverMessages.levelInvalid);
  }
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0 || size > MAX_SIZE) {
    throw new RangeError(format(serverMessages.sizeOutOfRange, { max: MAX_SIZE }));
  }
  const hundredths = Math.round(size * 100);
  if (hundredths < 1) {
    throw new RangeError(serverMessages.sizeTooSmall);
  }
  const rounded = hundredths / 100;
  return {
    level,
    size: rounded,
    hundredths,
    layout: layout === undefined ? deriveHouseLayout(rounded) : checkHouseLayout(layout),
  };
}
