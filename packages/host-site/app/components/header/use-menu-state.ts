/**
 * The header's menu state (docs/spec/popups-and-header.md#states): none, article or more. Hover or focus
 * opens a menu;
 * leaving closes it after 50 ms, so the pointer can cross the gap into the panel.
 */
import { HEADER } from '@renovo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MenuKey } from '../../lib/nav.ts';

/** The open menu and its actions. */
export interface MenuState {
  open: MenuKey | null;
  /** Opens a menu now (cancelling a pending close). */
  show(key: MenuKey): void;
  /** Closes after the close delay unless something reopens it first. */
  hideSoon(): void;
  /** Closes now. */
  hide(): void;
  /** Opens the menu if closed, else closes it. */
  toggle(key: MenuKey): void;
}

/** The state of the header's two menus. */
export function useMenuState(): MenuState {
  const [open, setOpen] = useState<MenuKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);
  return {
    open,
    show: (key) => {
      cancel();
      setOpen(key);
    },
    hideSoon: () => {
      cancel();
      timer.current = setTimeout(() => setOpen(null), HEADER.menuCloseDelayMs);
    },
    hide: () => {
      cancel();
      setOpen(null);
    },
    toggle: (key) => {
      cancel();
      setOpen((current) => (current === key ? null : key));
    },
  };
}
