/** Small shared pieces: the screen heading, the load state, a copy button. */
import { errorMessage, errorStatus } from '@renovo/core/api';
import { consoleMessages as m } from '@renovo/core/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { useToast } from './toast.tsx';

/** A screen: its h1 takes focus when the screen opens, so a screen reader announces it. */
export function Screen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title}｜${m.appName}`;
    heading.current?.focus();
  }, [title]);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        {actions ? <div className="screen-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** The message for a failed load. */
function errorText(error: Error | null): string {
  if (!error) return '';
  if (errorStatus(error) === 403) return m.common.forbidden;
  return errorMessage(error) ?? m.common.loadFailed;
}

/** Loading or error line of a list. */
export function LoadState({ loading, error }: { loading: boolean; error: Error | null }) {
  if (error)
    return (
      <p className="load-error" role="alert">
        {errorText(error)}
      </p>
    );
  if (loading)
    return (
      <p className="loading" aria-busy="true">
        {m.common.loading}
      </p>
    );
  return null;
}

/** Copies `text`, with a toast saying whether it worked; `name`: its accessible name, if not `label`. */
export function CopyButton({ text, label, name }: { text: string; label: string; name?: string }) {
  const notify = useToast();
  return (
    <button
      type="button"
      aria-label={name}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => notify(m.common.copied),
          () => notify(m.common.copyFailed, { error: true }),
        )
      }
    >
      {label}
    </button>
  );
}

/** Formats an ISO time in Taiwan's time zone. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });
}

/**
 * A table's scroll box: on a phone a wide table scrolls sideways, so the box is a labelled,
 * focusable region (a keyboard user can scroll it).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
