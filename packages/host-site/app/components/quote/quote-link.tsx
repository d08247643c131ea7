/**
 * A quote entry as a real link to the quote form page (docs/spec/popups-and-header.md#screens):
 * it works before the page's code runs (a phone on a slow network may be tapped long before
 * hydration); once the code runs, a press loads the widgets (if the first input has not already)
 * and opens the popup in place, and says so (`aria-haspopup`, `aria-busy` while loading). When
 * the widgets' code cannot be fetched (a dropped network) the press goes to the form page, if the
 * site answers (else the page stays and says the connection is unstable: ADR 064). The
 * widgets are not loaded at start-up for it: their code is a long task on a phone that every
 * visitor would pay while few press (ADR 058). A second press within 300 ms does nothing
 * (docs/spec/platform.md#limits button debounce).
 */
import { type MouseEvent, type ReactNode, useState, useSyncExternalStore } from 'react';
import { QUOTE_PAGE } from '../../lib/nav.ts';
import { openAsDocument } from '../../lib/release-watch.ts';
import { usePressGuard } from '../../lib/use-press-guard.ts';
import { loadWidgets } from '../../lib/widgets.ts';

const subscribeToNothing = () => () => {};
/** False on the server and while hydrating (the HTML's link), true once the page's code runs. */
function useLive(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Opens a popup once the widgets are in; the form page at `href` when they cannot be. */
export function useQuoteOpener(): {
  live: boolean;
  loading: boolean;
  open(href: string, show: () => void): void;
} {
  const live = useLive();
  const [loading, setLoading] = useState(false);
  const guard = usePressGuard();
  return {
    live,
    loading,
    open(href, show) {
      if (!guard()) return;
      setLoading(true);
      loadWidgets().then(
        () => {
          setLoading(false);
          show();
        },
        () => void openAsDocument(href).finally(() => setLoading(false)),
      );
    },
  };
}

/** Props of {@link QuoteLink}. */
export interface QuoteLinkProps {
  /** The form page's fragment for this popup (`#community`), if any. */
  hash?: string;
  className?: string;
  /** Shows the popup (the widgets are defined by then). */
  onOpen(): void;
  children: ReactNode;
}

/** The link; the caller renders the popup it opens. */
export function QuoteLink({ hash = '', className = 'button', onOpen, children }: QuoteLinkProps) {
  const opener = useQuoteOpener();
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    // With a modifier key the link goes to the quote form page, as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    opener.open(event.currentTarget.href, onOpen);
  };
  return (
    <a
      className={className}
      href={`${QUOTE_PAGE}${hash}`}
      onClick={press}
      aria-haspopup={opener.live ? 'dialog' : undefined}
      aria-busy={opener.loading || undefined}
    >
      {children}
    </a>
  );
}
