import { COMMUNITY_KEYWORD_MAX_LENGTH } from '../data/constants.ts';
import { communityQuoteMessages, format, quoteAmountMessages } from '../messages/zh-TW.ts';
import type { CommunityLayout } from './quote.schemas.ts';

/** An amount in NTD as a number of 萬 (ten thousand), rounded to `digits` decimals; 0 when not a number. */
export function toWan(amount: number | string | null | undefined, digits = 2): number {
  const n = Number(amount);
  if (amount === null || amount === undefined || amount === '' || !Number.isFinite(n)) return 0;
  const scale = 10 ** digits;
  return Math.round((n / 10_000) * scale) / scale;
}

/** An amount in NTD shown in 萬, e.g. '12.5萬'. */
export function formatWan(amount: number | string | null | undefined, digits = 2): string {
  return `${toWan(amount, digits)}${quoteAmountMessages.tenThousand}`;
}

/** A layout's label 'N房N廳N衛'. */
export function formatLayoutLabel(layout: Pick<CommunityLayout, 'room' | 'hall' | 'bath'>): string {
  return format(communityQuoteMessages.layout, { room: layout.room, hall: layout.hall, bath: layout.bath });
}

/** The first building area of a layout as a size string, or '' when it has none. */
export function firstArea(layout: CommunityLayout | undefined): string {
  const area = layout?.area_list?.[0]?.building_area;
  return area === undefined || area === null ? '' : String(area);
}

/** The notice shown when a community search with a keyword found nothing. */
export interface EmptySearchNotice {
  text: string;
  tips: readonly string[];
}

/** '抱歉，“{region}” 內暫無“{keyword}”相關內容' with the keyword cut to 20, and its two tips. */
export function emptySearchNotice(regionName: string, keyword: string): EmptySearchNotice {
  const text = format(communityQuoteMessages.emptySearch, {
    region: regionName,
    keyword: Array.from(keyword).slice(0, COMMUNITY_KEYWORD_MAX_LENGTH).join(''),
  });
  return { text, tips: communityQuoteMessages.emptyTips };
}
