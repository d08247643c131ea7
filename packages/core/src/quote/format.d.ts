import type { CommunityLayout } from '../schemas/quote.ts';
/** An amount in NTD as a number of 萬 (ten thousand), rounded to `digits` decimals; 0 when not a number. */
export declare function toWan(amount: number | string | null | undefined, digits?: number): number;
/** An amount in NTD shown in 萬, e.g. '12.5萬'. */
export declare function formatWan(amount: number | string | null | undefined, digits?: number): string;
/** A layout's label 'N房N廳N衛'. */
export declare function formatLayoutLabel(layout: Pick<CommunityLayout, 'room' | 'hall' | 'bath'>): string;
/** The first building area of a layout as a size string, or '' when it has none. */
export declare function firstArea(layout: CommunityLayout | undefined): string;
/** The notice shown when a community search with a keyword found nothing. */
export interface EmptySearchNotice {
  text: string;
  tips: readonly string[];
}
/** '抱歉，“{region}” 內暫無“{keyword}”相關內容' with the keyword cut to 20, and its two tips. */
export declare function emptySearchNotice(regionName: string, keyword: string): EmptySearchNotice;
//# sourceMappingURL=format.d.ts.map
