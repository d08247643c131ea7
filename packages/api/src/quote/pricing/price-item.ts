import { unitMessages } from '@renovo/core/messages';
import { formatAmount, formatQuantity } from './format.ts';
import type { RateItem } from './rate-card-types.ts';
import type { HouseLayout, Item } from './types.ts';

/** How many units of a rate-card line the job needs: ping in hundredths ÷ 100, rooms counted (capped), or 1 lot. */
function itemQuantity(rate: RateItem, hundredths: number, layout: HouseLayout): number {
  switch (rate.per) {
    case 'ping':
      return hundredths / 100;
    case 'room': {
      const count = rate.rooms.reduce((sum, kind) => sum + layout[kind], 0);
      return rate.max === undefined ? count : Math.min(count, rate.max);
    }
    case 'lot':
      return 1;
  }
}

/** One priced line, or null when the layout has none of its rooms; the amount is rounded to whole NT$. */
export function priceItem(rate: RateItem, hundredths: number, layout: HouseLayout): Item | null {
  const quantity = itemQuantity(rate, hundredths, layout);
  if (quantity <= 0) return null;
  // Per ping: price × hundredths is an exact integer, so the one rounding is of an exact quotient.
  const amount =
    rate.per === 'ping' ? Math.round((rate.unit_price * hundredths) / 100) : rate.unit_price * quantity;
  const unit =
    rate.per === 'ping'
      ? unitMessages.pingUnit
      : rate.per === 'room'
        ? rate.unit
        : (rate.unit ?? unitMessages.perJob);
  return {
    name: rate.name,
    number_cn: formatQuantity(quantity, unit),
    unit_price: rate.unit_price,
    fmt_amount: formatAmount(amount),
    amount,
  };
}
