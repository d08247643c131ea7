/**
 * A Chartist bar chart (ADR 025: SVG, ~10 KB gzip) as a React component, with a legend naming
 * each series in its colour. The SVG is hidden from assistive technology; the same figures are in
 * a table beside it, which is what a screen reader reads. On a narrow screen the category labels
 * thin out (every nth is shown) and bars take the room there is, so a phone reads the chart too.
 */
import { BarChart, type BarDrawEvent } from 'chartist';
import 'chartist/dist/index.css';
import './chart.css';
import { useEffect, useRef } from 'react';

export interface BarData {
  labels: string[];
  series: { name: string; data: number[] }[];
}

/** Series colours (chart.css): Chartist's series classes a, b, c… take them in order. */
const SERIES_CLASSES = 'abcdefgh';
/** Most series a chart draws apart; `Bars` callers fold the rest into one. */
export const SERIES_MAX = SERIES_CLASSES.length;

/** Room a category label needs on the axis, px. */
const LABEL_PX = { horizontal: 28, vertical: 44 };

export function Bars({
  data,
  label,
  horizontal = false,
  stacked = false,
  legend = false,
  shortLabel = (text: string) => text,
  values = false,
}: {
  data: BarData;
  label: string;
  horizontal?: boolean;
  stacked?: boolean;
  /** Names the series in their colours under the chart. */
  legend?: boolean;
  /** The category's label on the axis (e.g. a day without its year). */
  shortLabel?: (label: string) => string;
  /** Writes each bar's value at its end (a chart with one series). */
  values?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const room = horizontal ? box.current.clientHeight || 200 : box.current.clientWidth || 320;
    const fits = Math.max(1, Math.floor(room / (horizontal ? LABEL_PX.horizontal : LABEL_PX.vertical)));
    const every = Math.ceil(data.labels.length / fits);
    const categoryLabels = {
      labelInterpolationFnc: (value: unknown, index: number) =>
        index % every === 0 ? shortLabel(String(value)) : null,
    };
    const chart = new BarChart(box.current, data, {
      stackBars: stacked,
      horizontalBars: horizontal,
      // A horizontal chart reads top down: its first category at the top.
      reverseData: horizontal,
      height: horizontal ? 200 : 260,
      seriesBarDistance: 12,
      axisY: { onlyInteger: true, offset: horizontal ? 64 : 40, ...(horizontal ? categoryLabels : {}) },
      axisX: { onlyInteger: true, ...(horizontal ? {} : categoryLabels) },
      chartPadding: { top: 16, right: values ? 40 : 16, bottom: 4, left: 8 },
    });
    chart.on('draw', (event) => {
      if (event.type !== 'bar') return;
      const bar = event as BarDrawEvent;
      // A bar is as thick as its share of the axis allows: 60% of a category's room, 4–48 px.
      const length = horizontal ? bar.chartRect.height() : bar.chartRect.width();
      const groups = stacked || horizontal ? 1 : data.series.length;
      const thick = Math.max(4, Math.min(48, (0.6 * length) / Math.max(1, data.labels.length) / groups));
      bar.element.attr({ style: `stroke-width: ${thick}px` });
      if (values && typeof bar.value === 'object' && bar.value !== null) {
        const value = 'x' in bar.value && horizontal ? bar.value.x : 'y' in bar.value ? bar.value.y : 0;
        bar.group.elem('text', { x: bar.x2 + 6, y: bar.y2 + 4 }, 'ct-bar-value').text(String(value ?? 0));
      }
    });
    return () => {
      chart.detach();
    };
  }, [data, horizontal, stacked, shortLabel, values]);
  return (
    <figure className="chart-figure">
      <div className="chart" ref={box} role="img" aria-label={label} />
      {legend ? (
        <figcaption>
          <ul className="legend">
            {data.series.map((series, index) => (
              <li key={series.name}>
                <span className={`legend-swatch series-${SERIES_CLASSES[index] ?? 'h'}`} aria-hidden="true" />
                {series.name}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}
