/**
 * The campaign countdown's arithmetic (docs/spec/quotes.md#calls configs: show_coupon, and the activity's end
 * time
 * in seconds used for a countdown).
 */
import { campaignMessages, format } from '@renovo/core';

/** The configs answer's campaign, as the countdown reads it. */
export interface CampaignConfig {
  show_coupon: boolean;
  /** The end, in seconds since the epoch. */
  end_time: number;
}

/** The end (ms) of a campaign whose coupon shows at `nowMs`, else null (hidden or over). */
export function runningUntil(config: CampaignConfig | undefined, nowMs: number): number | null {
  if (!config?.show_coupon) return null;
  const end = config.end_time * 1000;
  return end > nowMs ? end : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left until `endMs` as `N 天 hh:mm:ss` (days only when any), or null once over. */
export function timeLeft(endMs: number, nowMs: number): string | null {
  // Whole seconds left, rounded up: the last second shows 00:00:01, the end itself nothing.
  const total = Math.ceil((endMs - nowMs) / 1000);
  if (total <= 0) return null;
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return (days > 0 ? format(campaignMessages.days, { d: days }) : '') + clock;
}
