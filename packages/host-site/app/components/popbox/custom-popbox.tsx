/**
 * The page's customised popbox (docs/spec/platform.md#calls `GET /api/popboxs/customize`): on the pages the
 * API
 * names (home, works list, work detail, article list, article detail), the first popbox the
 * visitor may see — a `daily` one once a Taiwan day, a `once` one once — as a card between the
 * page's content and the footer, with its picture, its link and a close button. A card in the
 * flow, not an overlay: it covers nothing the visitor came for, and phones' fixed action bars
 * stay usable. Read after hydration; a failed call shows nothing.
 */
import { getPopboxsCustomize, popboxMessages } from '@renovo/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi, browserStorage } from '../../lib/browser.ts';
import { type Popbox, pickPopbox, popboxPageOf, readSeen, taiwanDay } from '../../lib/popbox.ts';
import './popbox.css';

/** Storage key of when each popbox was last shown. */
const SEEN_KEY = 'renovo_popbox_seen';

function readItems(data: unknown): Popbox[] {
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items)
    ? items.filter(
        (item): item is Popbox =>
          typeof item?.id === 'number' &&
          typeof item.title === 'string' &&
          typeof item.link === 'string' &&
          item.link.startsWith('/') &&
          (item.frequency === 'daily' || item.frequency === 'once'),
      )
    : [];
}

/** The card; nothing on other pages, when none may show, or once closed. */
export function CustomPopbox() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Popbox | null>(null);

  useEffect(() => {
    setShown(null);
    const page = popboxPageOf(pathname);
    if (!page) return;
    let live = true;
    getPopboxsCustomize(browserApi(), { page_name: page }).then(
      (answer) => {
        if (!live) return;
        const storage = browserStorage();
        const seen = readSeen(storage.getItem(SEEN_KEY));
        const today = taiwanDay(Date.now());
        const popbox = pickPopbox(readItems(answer.data), seen, today);
        if (!popbox) return;
        storage.setItem(SEEN_KEY, JSON.stringify({ ...seen, [popbox.id]: today }));
        setShown(popbox);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname]);

  if (!shown) return null;
  return (
    <aside className="popbox container" aria-label={shown.title} data-popbox={shown.id}>
      <a className="popbox__card" href={shown.link}>
        <picture>
          <source media="(min-width: 850px)" srcSet={shown.image_pc} />
          <img className="popbox__image" src={shown.image_mobile} alt="" loading="lazy" decoding="async" />
        </picture>
        <span className="popbox__title">{shown.title}</span>
        <span className="popbox__go">{popboxMessages.go}</span>
      </a>
      <button
        type="button"
        className="popbox__close"
        aria-label={popboxMessages.close}
        onClick={() => setShown(null)}
      >
        ×
      </button>
    </aside>
  );
}
