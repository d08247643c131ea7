/**
 * Browser-side platform behaviour of every page (docs/spec/platform.md#routes-and-overlays,
 * docs/spec/platform.md#calls, docs/spec/platform.md#limits): the ad_id query stored in
 * its cookie for 2 hours on each navigation, version polling with the guarded reload, page-view
 * tracking with the visitor's identity, error reporting, the widgets loaded when first needed, and focus moved
 * to the new page's content after a client navigation.
 */
import {
  AD_ID_COOKIE_MAX_AGE,
  COOKIE_NAMES,
  createDocumentCookies,
  createErrorReporter,
  reportWindowErrors,
} from '@renovo/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { browserAnalytics } from '../../lib/browser.ts';
import { type ReleaseWatch, reloadGuarded, startReleaseWatch } from '../../lib/release-watch.ts';
import { loadWidgets } from '../../lib/widgets.ts';
import type { Viewer } from '../drawer/viewer.ts';

/** Widgets visible without a click: their code is loaded right after hydration. */
const SHOWN_WIDGETS =
  'renovo-quote-preview, [mode="inline"], renovo-quote[open], renovo-community-quote[open], renovo-order-modal[open]';
/** The first input that loads the widgets otherwise. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Runs the effects; renders nothing. */
export function PlatformEffects({ viewer }: { viewer: Viewer | null }) {
  const location = useLocation();
  const watch = useRef<ReleaseWatch | null>(null);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    // The page's uncaught errors, sampled and scrubbed (docs/spec/platform.md#limits; ADR 033).
    reportWindowErrors(window, createErrorReporter({ analytics: browserAnalytics() }));
    watch.current = startReleaseWatch();
    // The widgets' code (~35 KB gz) loads when the page shows one now, else on the first
    // interaction, so it is ready by the time a popup opens but costs nothing at start-up.
    const load = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, load, true);
      // A failure here is met again, and answered, when a popup is asked for.
      loadWidgets().catch(() => undefined);
    };
    if (document.querySelector(SHOWN_WIDGETS)) {
      (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1)))(load);
    } else {
      for (const type of FIRST_INPUT) window.addEventListener(type, load, { capture: true, passive: true });
    }
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, load, true);
      watch.current?.stop();
    };
  }, []);

  useEffect(() => {
    browserAnalytics().identify(viewer ? { user_id: viewer.id, role: viewer.role } : null);
  }, [viewer]);

  useEffect(() => {
    const adId = new URLSearchParams(location.search).get('ad_id');
    if (adId) createDocumentCookies().set(COOKIE_NAMES.adId, adId, { maxAge: AD_ID_COOKIE_MAX_AGE });
    browserAnalytics().pageView('page', 'view', location.pathname);
    // A newer release was seen: this navigation loads it in full.
    if (watch.current?.outdated) reloadGuarded();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    // After a client navigation, screen readers start at the new page's content.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  return null;
}
