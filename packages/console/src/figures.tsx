/**
 * The console's figures (the overview and attribution): a figure tile, a percentage, and a count
 * against the period before — said in words beside the arrow, so neither colour nor a symbol
 * alone tells which way it went.
 */
import { consoleComparisonMessages as c, format } from '@renovo/core/messages';
import './figures.css';
import { type ReactNode, useId } from 'react';

/** A rate with nothing to divide (no exposure): a dash, not 0%. */
const NO_RATE = '—';
const PERCENT = new Intl.NumberFormat('zh-TW', { style: 'percent', maximumFractionDigits: 1 });

/** A rate (0…1) as a percentage, or a dash when there was nothing to divide. */
export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? NO_RATE : PERCENT.format(rate);
}

/**
 * `now` against `before`: up or down by how many percent, the same, or from nothing. `compact`
 * (a table's cell) shows the arrow and the percentage, the words for a screen reader only.
 */
export function Change({ now, before, compact = false }: { now: number; before: number; compact?: boolean }) {
  if (now === before) return <span className="change same">{c.same}</span>;
  // Up from nothing: no percentage to give (the figure before it already says 0).
  if (before === 0)
    return (
      <span className="change up">
        <span aria-hidden="true">▲ </span>
        {c.fromNothing}
      </span>
    );
  const n = Math.round((Math.abs(now - before) / before) * 100);
  const up = now > before;
  const words = format(up ? c.up : c.down, { n });
  return (
    <span className={`change ${up ? 'up' : 'down'}`}>
      <span aria-hidden="true">{up ? '▲ ' : '▼ '}</span>
      {compact ? (
        <>
          <span className="visually-hidden">{words}</span>
          <span aria-hidden="true">{n}%</span>
        </>
      ) : (
        words
      )}
    </span>
  );
}

/** A figure's tile: its name, the figure, and what is said of it (comparison, link). */
export function Stat({
  title,
  value,
  alert = false,
  children,
}: {
  title: string;
  value: string;
  /** Drawn to the eye: something waits for someone (e.g. leads past the call-back promise). */
  alert?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={alert ? 'stat alert' : 'stat'} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="stat-value">{value}</p>
      {children}
    </section>
  );
}
