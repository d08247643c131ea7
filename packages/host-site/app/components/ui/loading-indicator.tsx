/**
 * The loading indicator (docs/spec/platform.md#limits: 2000 ms): while a navigation or a form submission is
 * pending, a 載入中… chip shows under the header; it goes when the work ends or 2000 ms after it
 * showed, whichever is first (core's `createLoadingIndicator`; the reading is recorded in
 * docs/spec-deviations.md). The thin progress bar of the layout stays for the whole wait. The
 * live region is always in the page, so screen readers hear it appear.
 */
import {
  createLoadingIndicator,
  type LoadingIndicator as Indicator,
  siteMessages,
  systemClock,
} from '@renovo/core';
import { useEffect, useRef, useState } from 'react';
import './loading-indicator.css';

/** The chip of a page whose navigation state is `busy`. */
export function LoadingIndicator({ busy }: { busy: boolean }) {
  const [shown, setShown] = useState(false);
  const indicator = useRef<Indicator | null>(null);

  useEffect(() => {
    const created = createLoadingIndicator(setShown, { clock: systemClock });
    indicator.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (busy) indicator.current?.start();
    else indicator.current?.done();
  }, [busy]);

  return (
    <div className="loading-indicator" role="status">
      {shown ? <span className="loading-indicator__chip">{siteMessages.loading}</span> : null}
    </div>
  );
}
