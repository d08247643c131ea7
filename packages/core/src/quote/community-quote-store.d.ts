import { type ReadonlySignal } from '@preact/signals-core';
import { type DecorateLevel } from '../data/constants.ts';
import { type Clock } from '../platform/types.ts';
import type { CommunityLayout, CommunitySearchItem, Preview } from '../schemas/quote.ts';
import { type QuoteFieldErrors, type QuoteValidator } from './checks.ts';
import { type EmptySearchNotice } from './format.ts';
import type { QuotePorts } from './ports.ts';
import { type QuoteStoreBaseDeps, type QuoteSubmitSuccess } from './submit.ts';
/** Step of the community popup. */
export type CommunityQuoteStep = 'input' | 'detail' | 'form';
/** Dependencies of the community-quote store. */
export interface CommunityQuoteDeps extends QuoteStoreBaseDeps {
  ports: Pick<QuotePorts, 'submitEvaluation' | 'searchCommunities' | 'getCommunityLayouts' | 'getPreview'>;
  /** Timer source of the search debounce. */
  clock?: Clock;
  /** Field validation; defaults to the local copy of the community-form rules. */
  validate?: QuoteValidator;
  /** Fetch the cost preview (desktop panel); default true. */
  preview?: boolean;
}
/** The community-quote popup: community search, layout and size, cost preview, submit. */
export interface CommunityQuoteStore {
  readonly open: ReadonlySignal<boolean>;
  readonly step: ReadonlySignal<CommunityQuoteStep>;
  readonly regionId: ReadonlySignal<number>;
  readonly regionName: ReadonlySignal<string>;
  readonly keyword: ReadonlySignal<string>;
  /** Results of the last search for the current keyword. */
  readonly suggestions: ReadonlySignal<readonly CommunitySearchItem[]>;
  /** True only when the search gave results. */
  readonly showSuggestions: ReadonlySignal<boolean>;
  readonly searching: ReadonlySignal<boolean>;
  /** Set when a search with a keyword found nothing. */
  readonly emptyNotice: ReadonlySignal<EmptySearchNotice | null>;
  readonly community: ReadonlySignal<CommunitySearchItem | null>;
  readonly layouts: ReadonlySignal<readonly CommunityLayout[]>;
  /** 'N房N廳N衛' of each layout. */
  readonly layoutLabels: ReadonlySignal<string[]>;
  /** 0-based index of the chosen layout. */
  readonly layoutIndex: ReadonlySignal<number>;
  readonly size: ReadonlySignal<string>;
  readonly mobile: ReadonlySignal<string>;
  readonly accepted: ReadonlySignal<boolean>;
  readonly errors: ReadonlySignal<QuoteFieldErrors>;
  readonly submitting: ReadonlySignal<boolean>;
  /** Preview tab: 1 簡裝, 2 精裝, 3 豪裝. */
  readonly decorateLevel: ReadonlySignal<DecorateLevel>;
  readonly preview: ReadonlySignal<Preview | null>;
  readonly previewLoading: ReadonlySignal<boolean>;
  show(): void;
  /** Closes the popup: back to input, keyword and suggestions cleared. */
  close(): void;
  setRegion(id: number): void;
  /** Keyword input: at most 20; searches 600 ms after the last change; empty clears the results. */
  setKeyword(value: string): void;
  /** input → detail: loads the community's layouts and prefills the size. */
  chooseCommunity(community: CommunitySearchItem): Promise<void>;
  /** input → form, without a community. */
  skip(): void;
  /** The 'fill in community' link: back to input. */
  fillCommunity(): void;
  /** Chooses a layout and sets the size to its first area (or empties it). */
  selectLayout(index: number): void;
  /** Typed size: max length 5, above 999 becomes 999. */
  setSize(value: string): void;
  /** Size from the size-picker sheet, sanitised (2 decimals, max 999). */
  pickSize(value: string): void;
  setMobile(value: string): void;
  setAccepted(value: boolean): void;
  setDecorateLevel(level: DecorateLevel): void;
  submit(): Promise<QuoteSubmitSuccess | null>;
  dispose(): void;
}
/**
 * Creates the community-quote store.
 * @example
 * const quote = createCommunityQuoteStore({ ports, storage, location, notifier, context: { module: 'work_detail' } });
 * quote.setKeyword('信義');
 */
export declare function createCommunityQuoteStore(deps: CommunityQuoteDeps): CommunityQuoteStore;
//# sourceMappingURL=community-quote-store.d.ts.map
