/**
 * A Chartist bar chart (ADR 025: SVG, ~10 KB gzip) as a React component. The SVG is hidden from
 * assistive technology; the same figures are in a table beside it (`<details>` when `collapsed`),
 * which is what a screen reader reads.
 */
import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';

export interface BarData {
  labels: string[];
  series: { name: string; data: number[] }[];
}

export function Bars({
  data,
  label,
  horizontal = false,
  stacked = false,
}: {
  data: BarData;
  label: string;
  horizontal?: boolean;
  stacked?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = new BarChart(box.current, data, {
      stackBars: stacked,
      horizontalBars: horizontal,
      height: horizontal ? 200 : 260,
      axisY: { onlyInteger: true, offset: horizontal ? 60 : 40 },
      axisX: { onlyInteger: true },
    });
    return () => {
      chart.detach();
    };
  }, [data, horizontal, stacked]);
  return <div className="chart" ref={box} role="img" aria-label={label} />;
}
