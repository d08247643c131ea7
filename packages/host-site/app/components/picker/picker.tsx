/**
 * The picker (docs/spec/popups-and-header.md#states: plain, multiple columns, cascading;
 * docs/spec/platform.md#limits: option height 44, 6
 * visible) as a sheet: a modal dialog at the bottom of a phone's screen (centred on wider ones)
 * with a title, 取消 / 確定 and one listbox per column. Core's `pickerView` / `pickerChoose`
 * decide the columns and the values; this draws them.
 *
 * Keyboard: ↑ ↓ Home End PageUp PageDown choose in a column, ← → move between columns, Enter
 * confirms, Escape cancels (native). Touch or click an option to choose it. Focus starts on the
 * first column and returns to `returnFocus` when the sheet closes.
 */
import {
  PICKER,
  type PickerSource,
  pickerChoose,
  pickerIndexes,
  pickerMessages,
  pickerView,
} from '@renovo/core';
import {
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import './picker.css';

/** Props of {@link PickerSheet}. */
export interface PickerSheetProps {
  title: string;
  source: PickerSource;
  /** The values shown when the sheet opens. */
  initial: readonly number[];
  /** Called with one value per column on 確定 (or Enter). */
  onConfirm(values: number[]): void;
  /** Called once the sheet has closed (after a confirm or a cancel). */
  onClose(): void;
  /** Where focus goes back to when the sheet closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
}

const STYLE = {
  '--renovo-picker-option-height': `${PICKER.optionHeight}px`,
  '--renovo-picker-visible': String(PICKER.visibleOptions),
} as CSSProperties;

/** The picker sheet, open while mounted. */
export function PickerSheet({ title, source, initial, onConfirm, onClose, returnFocus }: PickerSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState(() => pickerView(source, initial).values);
  // What 確定 reads: set with the state, so a press right after a choice never reads a stale render.
  const current = useRef(values);
  const confirmed = useRef(false);
  const lists = useRef<(HTMLDivElement | null)[]>([]);
  const titleId = useId();
  const idBase = useId();
  const view = pickerView(source, values);
  const indexes = pickerIndexes(view);

  function choose(column: number, index: number): void {
    const next = pickerChoose(source, current.current, column, index);
    current.current = next;
    setValues(next);
  }

  function confirm(): void {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm([...current.current]);
    dialog.current?.close();
  }

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    lists.current[0]?.focus();
    const target = returnFocus.current;
    return () => {
      target?.focus();
    };
  }, [returnFocus]);

  // The chosen option of each column stays in view (after a key press or a cascade).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the values
  useEffect(() => {
    for (const list of lists.current) {
      list?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
    }
  }, [values]);

  function onKeyDown(column: number, event: KeyboardEvent<HTMLDivElement>): void {
    const index = indexes[column] ?? 0;
    const count = view.columns[column]?.options.length ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + PICKER.visibleOptions,
      PageUp: index - PICKER.visibleOptions,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      choose(column, to);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      lists.current[Math.min(Math.max(column + step, 0), view.columns.length - 1)]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes the dialog with Escape (native)
    <dialog
      ref={dialog}
      className="picker"
      style={STYLE}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="picker__bar">
        <button type="button" className="picker__action" onClick={() => dialog.current?.close()}>
          {pickerMessages.cancel}
        </button>
        <h2 id={titleId} className="picker__title">
          {title}
        </h2>
        <button type="button" className="picker__action picker__action--confirm" onClick={confirm}>
          {pickerMessages.confirm}
        </button>
      </div>
      <div className="picker__columns">
        {view.columns.map((column, c) => (
          <div
            key={column.label}
            ref={(el) => {
              lists.current[c] = el;
            }}
            className="picker__column"
            role="listbox"
            aria-label={column.label}
            tabIndex={0}
            aria-activedescendant={`${idBase}-${c}-${indexes[c] ?? 0}`}
            onKeyDown={(event) => onKeyDown(c, event)}
          >
            {column.options.map((option, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox takes the keys (aria-activedescendant)
              <div
                key={option.value}
                tabIndex={-1}
                id={`${idBase}-${c}-${i}`}
                role="option"
                aria-selected={option.value === view.values[c]}
                className="picker__option"
                onClick={() => {
                  choose(c, i);
                  lists.current[c]?.focus();
                }}
              >
                {option.label}
              </div>
            ))}
          </div>
        ))}
      </div>
    </dialog>
  );
}
