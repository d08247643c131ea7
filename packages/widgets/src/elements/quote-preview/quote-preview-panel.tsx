/** @jsxImportSource preact */
import {
  DECORATE_LEVELS,
  type DecorateLevel,
  formatWan,
  quoteAmountMessages,
  quotePreviewMessages,
} from '@renovo/core';
import { useId } from 'preact/hooks';
import { PreviewTree } from './preview-tree.tsx';
import type { PreviewInput, QuotePreview } from './preview-types.ts';

export type { QuotePreview } from './preview-types.ts';
export { quotePreviewPanelStyles } from './quote-preview.styles.ts';

/** Props of {@link QuotePreviewPanel}. */
export interface QuotePreviewPanelProps {
  /** The preview to draw; null, undefined or empty data (a failed call) shows the empty state. */
  preview: PreviewInput;
  /** The selected tab: 1 簡裝, 2 精裝, 3 豪裝. */
  level: DecorateLevel;
  /** A tab was picked (click, or arrow keys / Home / End on the tab list). */
  onLevelChange(level: DecorateLevel): void;
  /** Shows the loading skeleton instead of the figures. */
  loading?: boolean;
}

/** True when the preview carries the two valuation sections (empty data does not). */
function hasValuation(preview: PreviewInput): preview is QuotePreview {
  return Boolean(preview && typeof preview === 'object' && 'valuation' in preview && preview.valuation);
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The result preview panel (docs/spec/popups-and-header.md#screens): the tabs 簡裝/精裝/豪裝 as an ARIA tab list,
 * the total,
 * design and construction, furniture and appliances (badge 最高折抵100%), amounts in 萬, and the
 * category → group → item tree as disclosures. Embeddable in any widget's shadow root together
 * with `quotePreviewPanelStyles`.
 */
export function QuotePreviewPanel({
  preview,
  level,
  onLevelChange,
  loading = false,
}: QuotePreviewPanelProps) {
  const id = useId();
  const tabId = (l: DecorateLevel) => `${id}-tab-${l}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = DECORATE_LEVELS[step(DECORATE_LEVELS.indexOf(level), DECORATE_LEVELS.length)] ?? 1;
    const list = event.currentTarget as HTMLElement;
    list.querySelector<HTMLElement>(`[data-level="${next}"]`)?.focus();
    if (next !== level) onLevelChange(next);
  };
  const data = hasValuation(preview) ? preview : null;
  return (
    <section class="qp" part="preview" aria-label={quotePreviewMessages.label}>
      <div
        class="qp-tabs"
        part="preview-tabs"
        role="tablist"
        aria-label={quotePreviewMessages.levelsLabel}
        onKeyDown={onKeyDown}
      >
        {DECORATE_LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={tabId(l)}
            data-level={l}
            class="qp-tab"
            part={l === level ? 'preview-tab preview-tab-selected' : 'preview-tab'}
            aria-selected={l === level}
            aria-controls={`${id}-panel`}
            tabIndex={l === level ? 0 : -1}
            onClick={() => l !== level && onLevelChange(l)}
          >
            {quoteAmountMessages.levels[l]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        class="qp-panel"
        part="preview-panel"
        aria-labelledby={tabId(level)}
        aria-busy={loading}
      >
        {loading ? <Skeleton /> : data ? <PreviewBody preview={data} /> : <Empty />}
      </div>
    </section>
  );
}

function PreviewBody({ preview }: { preview: QuotePreview }) {
  const { design_and_construction: design, furniture_and_appliance: furniture } = preview.valuation;
  return (
    <>
      <p class="qp-total" part="preview-total">
        <span class="qp-total-label">{quotePreviewMessages.total}</span>
        <strong class="qp-total-amount">{formatWan(preview.total_amount)}</strong>
      </p>
      <PreviewTree section={design} />
      <PreviewTree section={furniture} badge={quoteAmountMessages.furnitureBadge} />
    </>
  );
}

function Skeleton() {
  return (
    <div class="qp-skeleton" part="preview-skeleton">
      <span class="visually-hidden" role="status">
        {quotePreviewMessages.loading}
      </span>
      <span class="qp-bone qp-bone-wide" aria-hidden="true" />
      <span class="qp-bone" aria-hidden="true" />
      <span class="qp-bone" aria-hidden="true" />
      <span class="qp-bone qp-bone-short" aria-hidden="true" />
    </div>
  );
}

function Empty() {
  return (
    <p class="qp-empty" part="preview-empty">
      {quotePreviewMessages.empty}
    </p>
  );
}
