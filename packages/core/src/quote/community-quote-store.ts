import { batch, computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  COMMUNITY_KEYWORD_MAX_LENGTH,
  COMMUNITY_SEARCH_DEBOUNCE_MS,
  DEFAULT_LAYOUT_INDEX,
  type DecorateLevel,
  EVALUATION_COMMUNITY_DATA_KEY,
  RESULT_PAGE_COMMUNITY,
} from '../data/constants.ts';
import { isRegionId, regionById } from '../data/regions.ts';
import { sanitizeSizeInput } from '../fields/size-input.ts';
import { failed } from '../flows/outcome.ts';
import { type Clock, systemClock } from '../platform/types.ts';
import { createCommunityForm } from './community-form.ts';
import { type EmptySearchNotice, emptySearchNotice, firstArea, formatLayoutLabel } from './format.ts';
import type { EmptyPreview, QuotePorts } from './ports.ts';
import type { CommunityLayout, CommunitySearchItem, Preview } from './quote.schemas.ts';
import {
  buildEvaluationPayload,
  createQuoteFields,
  type QuoteFieldErrors,
  type QuoteFieldName,
  type QuoteStoreBaseDeps,
  type QuoteSubmitOutcome,
  safely,
  toHouseLayout,
} from './submit.ts';

/** Preview data, as opposed to the empty data a failed preview call answers. */
function isPreview(data: Preview | EmptyPreview | null): data is Preview {
  return data !== null && 'valuation' in data;
}

/** Step of the community popup. */
export type CommunityQuoteStep = 'input' | 'detail' | 'form';

/** Dependencies of the community-quote store. */
export interface CommunityQuoteDeps extends QuoteStoreBaseDeps {
  ports: Pick<QuotePorts, 'submitEvaluation' | 'searchCommunities' | 'getCommunityLayouts' | 'getPreview'>;
  /** Timer source of the search debounce. */
  clock?: Clock;
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
  /** Field messages, shown once a field is left (blur), on submit, or as the terms box changes. */
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
  /** The visitor left a field: its rules run (docs/spec/session.md#validation, trigger blur; a size above 999 becomes 999). */
  blur(field: Exclude<QuoteFieldName, 'accepted'>): void;
  setDecorateLevel(level: DecorateLevel): void;
  /** Validates and sends from the detail or form step; resolves the outcome. */
  submit(): Promise<QuoteSubmitOutcome>;
  dispose(): void;
}

/**
 * Creates the community-quote store.
 * @example
 * const quote = createCommunityQuoteStore({ ports, storage, location, notifier, context: { module: 'work_detail' } });
 * quote.setKeyword('信義');
 */
export function createCommunityQuoteStore(deps: CommunityQuoteDeps): CommunityQuoteStore {
  const clock = deps.clock ?? systemClock;
  const fields = createQuoteFields(deps, EVALUATION_COMMUNITY_DATA_KEY, createCommunityForm);
  const { regionId, form, submitting } = fields;
  const { size, mobile, accepted } = form.fields;

  const open = signal(false);
  const step = signal<CommunityQuoteStep>('input');
  const keyword = signal('');
  const suggestions = signal<readonly CommunitySearchItem[]>([]);
  const searchedKeyword = signal<string | null>(null);
  const searching = signal(false);
  const community = signal<CommunitySearchItem | null>(null);
  const layouts = signal<readonly CommunityLayout[]>([]);
  const layoutIndex = signal(0);
  const decorateLevel = signal<DecorateLevel>(1);
  const preview = signal<Preview | null>(null);
  const previewLoading = signal(false);

  const regionName = computed(() => regionById(regionId.value)?.name ?? '');
  const showSuggestions = computed(() => suggestions.value.length > 0);
  const layoutLabels = computed(() => layouts.value.map(formatLayoutLabel));
  /** The layout the submit stores and the preview prices: one home, one price. */
  const chosenLayout = computed(() =>
    step.value === 'detail' ? layouts.value[layoutIndex.value] : undefined,
  );
  const emptyNotice = computed(() => {
    const searched = searchedKeyword.value;
    if (!searched || searched !== keyword.value.trim() || searching.value) return null;
    if (suggestions.value.length > 0) return null;
    return emptySearchNotice(regionName.value, searched);
  });

  let debounce: unknown = null;
  let searchSeq = 0;
  let layoutSeq = 0;
  let previewSeq = 0;
  let disposed = false;

  const cancelSearch = () => {
    if (debounce !== null) clock.clearTimeout(debounce);
    debounce = null;
    searchSeq++;
  };

  const clearResults = () => {
    batch(() => {
      suggestions.value = [];
      searchedKeyword.value = null;
      searching.value = false;
    });
  };

  const runSearch = async (term: string) => {
    debounce = null;
    const mine = ++searchSeq;
    searching.value = true;
    let found: CommunitySearchItem[] = [];
    try {
      const response = await deps.ports.searchCommunities({ regionId: regionId.peek(), keyword: term });
      if (response?.code === 200 && Array.isArray(response.data)) found = response.data;
    } catch {
      // A failed search reads as no results.
    }
    if (mine !== searchSeq || disposed) return;
    batch(() => {
      suggestions.value = found;
      searchedKeyword.value = term;
      searching.value = false;
    });
  };

  const scheduleSearch = () => {
    cancelSearch();
    const term = keyword.peek().trim();
    if (term === '') {
      clearResults();
      return;
    }
    debounce = clock.setTimeout(() => void runSearch(term), COMMUNITY_SEARCH_DEBOUNCE_MS);
  };

  const setSizeValue = (value: string) => void size.set(value);

  const loadPreview = async (level: DecorateLevel, sizeValue: string, layout?: CommunityLayout) => {
    const mine = ++previewSeq;
    previewLoading.value = true;
    const n = Number(sizeValue);
    const sized =
      sizeValue !== '' && Number.isFinite(n) && n > 0
        ? { size: n, house_layout: layout ? toHouseLayout(layout) : undefined }
        : {};
    let data: Preview | EmptyPreview | null = null;
    try {
      data = await deps.ports.getPreview({ decorate_level: level, kind: 1, ...sized });
    } catch {
      // Failure reads as empty data, like the real call answers.
    }
    if (mine !== previewSeq || disposed) return;
    batch(() => {
      preview.value = isPreview(data) ? data : null;
      previewLoading.value = false;
    });
  };

  // Re-fetch the preview whenever the size, the layout or the decorate level changes.
  const stopPreview =
    deps.preview === false
      ? () => {}
      : effect(() => void loadPreview(decorateLevel.value, size.value.value, chosenLayout.value));

  return {
    open,
    step,
    regionId,
    regionName,
    keyword,
    suggestions,
    showSuggestions,
    searching,
    emptyNotice,
    community,
    layouts,
    layoutLabels,
    layoutIndex,
    size: size.value,
    mobile: mobile.value,
    accepted: accepted.value,
    errors: form.errors,
    submitting,
    decorateLevel,
    preview,
    previewLoading,
    show() {
      open.value = true;
    },
    close() {
      cancelSearch();
      batch(() => {
        open.value = false;
        step.value = 'input';
        keyword.value = '';
        clearResults();
      });
      safely(deps.track, { name: 'close_click', module: deps.context.module });
      safely(deps.onClose);
    },
    setRegion(id) {
      if (!isRegionId(id) || id === regionId.peek()) return;
      regionId.value = id;
      if (keyword.peek().trim() !== '') scheduleSearch();
    },
    setKeyword(value) {
      keyword.value = Array.from(value).slice(0, COMMUNITY_KEYWORD_MAX_LENGTH).join('');
      scheduleSearch();
    },
    async chooseCommunity(chosen) {
      const mine = ++layoutSeq;
      batch(() => {
        community.value = chosen;
        step.value = 'detail';
        layouts.value = [];
        layoutIndex.value = 0;
      });
      let loaded: CommunityLayout[] = [];
      try {
        const response = await deps.ports.getCommunityLayouts({ community_id: chosen.id });
        if (Array.isArray(response?.data)) loaded = response.data;
      } catch {
        // No layouts: the visitor types the size.
      }
      if (mine !== layoutSeq || disposed) return;
      const first = DEFAULT_LAYOUT_INDEX - 1;
      batch(() => {
        layouts.value = loaded;
        layoutIndex.value = first;
        setSizeValue(sanitizeSizeInput(firstArea(loaded[first])));
      });
    },
    skip() {
      layoutSeq++;
      batch(() => {
        community.value = null;
        layouts.value = [];
        step.value = 'form';
      });
    },
    fillCommunity() {
      step.value = 'input';
    },
    selectLayout(index) {
      batch(() => {
        layoutIndex.value = index;
        setSizeValue(sanitizeSizeInput(firstArea(layouts.peek()[index])));
      });
    },
    setSize(value) {
      void size.input(value);
    },
    pickSize(value) {
      setSizeValue(sanitizeSizeInput(value));
    },
    setMobile(value) {
      void mobile.input(value);
    },
    setAccepted(value) {
      void accepted.input(value);
    },
    blur(field) {
      void form.fields[field].blur();
    },
    setDecorateLevel(level) {
      decorateLevel.value = level;
    },
    async submit() {
      if (step.peek() === 'input') return failed('busy');
      const values = await fields.check();
      if ('ok' in values) return values;
      const inDetail = step.peek() === 'detail';
      const payload = buildEvaluationPayload({
        values,
        context: deps.context,
        query: deps.location.query(),
        community: inDetail ? community.peek() : null,
        layout: chosenLayout.peek(),
      });
      const outcome = await fields.send(values, payload, {
        house_region: regionName.peek(),
        acreage_name: values.size,
        resultPage: RESULT_PAGE_COMMUNITY,
      });
      if (outcome.ok && !disposed) step.value = 'input';
      return outcome;
    },
    dispose() {
      disposed = true;
      cancelSearch();
      stopPreview();
    },
  };
}
