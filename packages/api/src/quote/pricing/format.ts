/** An integer NT$ amount with thousands separators, e.g. 1234567 → '1,234,567'. */
export function formatAmount(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A quantity with its Chinese unit, at most 2 decimals and no trailing zeros, e.g. (25.5, '坪') → '25.5坪'. */
export function formatQuantity(quantity: number, unit: string): string {
  return `${Math.round(quantity * 100) / 100}${unit}`;
}
