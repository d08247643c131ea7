'use client';

import type { RenovoEventMap } from '@renovo/widgets';
import type {} from '@renovo/widgets/jsx';
import { useEffect, useState } from 'react';

export function QuoteButton() {
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState<RenovoEventMap['renovo-submit'] | null>(null);

  useEffect(() => {
    // The widgets' config, then the element's code: in the browser only, after hydration.
    window.__RENOVO__ = { apiOrigin: 'http://127.0.0.1:3000', partner: 'demo' };
    import('@renovo/widgets/quote');
  }, []);

  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        免費獲取裝修報價單
      </button>
      <renovo-quote
        version="v2"
        open={open}
        stop-redirect
        onrenovo-submit={(event) => {
          setSubmitted(event.detail);
          setOpen(false);
        }}
        onrenovo-close={() => setOpen(false)}
      />
      {submitted ? <p role="status">已送出，報價編號 {String(submitted.id)}</p> : null}
    </>
  );
}
