/**
 * The pieces every site-block section shares: a list whose items move with 上移 / 下移 buttons
 * (keyboard operable; focus follows the moved item) and are removed with 移除, and the
 * save of one block with the server's reason in a role=alert and the result in a role=status.
 */
import { errorMessage } from '@renovo/core/api';
import type { Route } from '@renovo/core/contracts';
import { consoleMessages, format, siteBlocksMessages as m } from '@renovo/core/messages';
import { type ReactNode, useState } from 'react';
import { call } from '../api/call.ts';

/** `items` with the item at `from` moved by `by` (−1 up, +1 down). */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/** An ordered list of items, each with its fields and its move and remove buttons. */
export function ItemList<T>({
  id,
  items,
  onChange,
  render,
  label,
}: {
  /** Prefix of the buttons' ids. */
  id: string;
  items: readonly T[];
  onChange(items: T[]): void;
  render(item: T, index: number, set: (item: T) => void): ReactNode;
  label: string;
}) {
  const move = (index: number, by: -1 | 1) => {
    onChange(moved(items, index, by));
    // The item is now at index + by: its same button takes focus (or the other one at an end).
    requestAnimationFrame(() => {
      const to = index + by;
      const same = document.getElementById(
        `${id}-${to}-${by < 0 ? 'up' : 'down'}`,
      ) as HTMLButtonElement | null;
      const other = document.getElementById(`${id}-${to}-${by < 0 ? 'down' : 'up'}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  if (items.length === 0) return <p className="hint">{m.empty}</p>;
  return (
    <ol className="block-items" aria-label={label}>
      {items.map((item, index) => {
        const name = format(m.item, { n: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their place is their identity
          <li key={index} className="block-item">
            <fieldset>
              <legend>{name}</legend>
              {render(item, index, (next) => onChange(items.map((old, i) => (i === index ? next : old))))}
              <div className="block-item-actions">
                <button
                  type="button"
                  className="secondary"
                  id={`${id}-${index}-up`}
                  aria-label={`${m.moveUp}（${name}）`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {m.moveUp}
                </button>
                <button
                  type="button"
                  className="secondary"
                  id={`${id}-${index}-down`}
                  aria-label={`${m.moveDown}（${name}）`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {m.moveDown}
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`${m.remove}（${name}）`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {m.remove}
                </button>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

/** A block's section: its heading, where the site's content comes from, its fields and its save. */
export function BlockSection({
  id,
  title,
  note,
  route,
  version,
  value,
  onSaved,
  children,
}: {
  id: string;
  title: string;
  note: string;
  route: Route;
  version: number;
  value: unknown;
  onSaved(version: number): void;
  children: ReactNode;
}) {
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      const saved = await call<{ version: number }>(route, { body: { version, value } });
      setStatus(format(m.saved, { version: saved.version }));
      onSaved(saved.version);
    } catch (cause) {
      setError(errorMessage(cause) ?? consoleMessages.common.loadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="panel block-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="hint">{note}</p>
      {children}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <p role="status">{status}</p>
      <button type="button" disabled={busy} onClick={save}>
        {busy ? m.saving : m.save}
      </button>
    </section>
  );
}
