/** @jsxImportSource preact */
import { type Signal, signal } from '@preact/signals-core';
import { DECORATE_LEVELS, type DecorateLevel } from '@renovo/core';
import type { RenovoQuotePreviewElement } from '../../element-types.generated.ts';
import { defineWidget, type WidgetProps } from '../../internal/define.ts';
import { emit } from '../../internal/emit.ts';
import { getRuntime } from '../../internal/runtime.ts';
import { quotePreviewWidget } from '../../widgets.generated.ts';
import { usePreviewSource } from './preview-source.ts';
import type { PreviewInput } from './preview-types.ts';
import { quotePreviewStyles } from './quote-preview.styles.ts';
import { QuotePreviewPanel } from './quote-preview-panel.tsx';

const WIDGET = 'quote-preview';
type Props = WidgetProps<(typeof quotePreviewWidget)['attributes']>;
type PreviewData = PreviewInput;

const dataOf = new WeakMap<HTMLElement, Signal<PreviewData>>();

function dataSignal(host: HTMLElement): Signal<PreviewData> {
  let data = dataOf.get(host);
  if (!data) {
    data = signal<PreviewData>(undefined);
    dataOf.set(host, data);
  }
  return data;
}

/** 1, 2 or 3; anything else is 1 (簡裝). */
function toLevel(value: number | null): DecorateLevel {
  return (DECORATE_LEVELS as readonly number[]).includes(value ?? 0) ? (value as DecorateLevel) : 1;
}

/**
 * `<renovo-quote-preview>` — the quote result preview panel.
 *
 * @summary Total, design and construction, furniture and appliances (最高折抵100%), the tabs
 * 簡裝/精裝/豪裝 and the category → group → item list, amounts in 萬.
 *
 * Its attributes and properties are declared in the element table (declarations.ts).
 *
 * Properties: `data` — a preview object (`{ total_amount, valuation, house_layout }`) shown as it
 * is when neither `record-id` nor `size` is set; `null` shows the empty state. With none of the
 * three, the server's default preview (GET without size) is shown.
 *
 * @event renovo-level-change - a tab was picked; `detail.level` is 1, 2 or 3
 * @event renovo-error - the stored quote or the preview could not be loaded (`detail.reason`)
 *
 * @csspart preview - the panel
 * @csspart preview-tabs - the tab list; `preview-tab` each tab, `preview-tab-selected` the selected one
 * @csspart preview-panel - the tab panel
 * @csspart preview-total - the total line
 * @csspart preview-section - a valuation section; `preview-badge` the 最高折抵100% badge
 * @csspart preview-tree - a section's list; `preview-category`, `preview-group` their toggles
 * @csspart preview-item - a priced item
 * @csspart preview-skeleton - the loading skeleton; `preview-empty` the empty state
 *
 * @cssproperty --renovo-preview-accent - selected tab, total and badge colour (default --renovo-color-primary)
 * @cssproperty --renovo-preview-badge-bg - badge background
 * @cssproperty --renovo-preview-tabs-bg - tab list background
 * @cssproperty --renovo-preview-padding - padding around the panel (default 16px)
 */
export function defineQuotePreview(): void {
  defineWidget({
    ...quotePreviewWidget,
    styles: quotePreviewStyles,
    render: ({ host, props }) => {
      const data = dataSignal(host);
      // A `data` set before the element was defined is an own property shadowing the accessor.
      if (Object.hasOwn(host, 'data')) {
        const early = (host as unknown as { data: PreviewData }).data;
        delete (host as unknown as { data?: PreviewData }).data;
        data.value = early;
      }
      return <QuotePreviewApp host={host} props={props} data={data} />;
    },
  });
  // Without customElements (SSR, Node) defineWidget did nothing, and there is nothing to extend.
  if (typeof customElements === 'undefined') return;
  const ctor = customElements.get(quotePreviewWidget.tag);
  if (ctor && !Object.getOwnPropertyDescriptor(ctor.prototype, 'data')) {
    Object.defineProperty(ctor.prototype, 'data', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return dataSignal(this).value;
      },
      set(this: HTMLElement, value: PreviewData) {
        dataSignal(this).value = value;
      },
    });
  }
}

function QuotePreviewApp({
  host,
  props,
  data,
}: {
  host: HTMLElement;
  props: Props;
  data: Signal<PreviewData>;
}) {
  const level = toLevel(props.level.value);
  const { preview, loading } = usePreviewSource({
    recordId: props.recordId.value || null,
    size: props.size.value,
    data: data.value,
    level,
    client: () => getRuntime().client,
    onError: (reason) => emit(host, 'renovo-error', { widget: WIDGET, reason }),
  });
  const onLevelChange = (next: DecorateLevel) => {
    (host as RenovoQuotePreviewElement).level = next;
    emit(host, 'renovo-level-change', { widget: WIDGET, level: next });
  };
  return (
    <div class="host-panel">
      <QuotePreviewPanel preview={preview} level={level} onLevelChange={onLevelChange} loading={loading} />
    </div>
  );
}
