// <renovo-quote> in React 19 JSX, typed by @renovo/widgets/jsx. Every @ts-expect-error below is
// a typing the package must keep: if the types loosen (any, a lost event map), tsc fails here.
import type { RenovoEventMap, RenovoQuoteElement } from '@renovo/widgets';
import type { RenovoQuoteAttributes } from '@renovo/widgets/jsx';
import { useEffect, useRef, useState } from 'react';

type Submitted = RenovoEventMap['renovo-submit'];

const defaults: RenovoQuoteAttributes = { version: 'v2', mode: 'popup' };

export function App() {
  const quote = useRef<RenovoQuoteElement>(null);
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  useEffect(() => {
    const element = quote.current;
    if (!element) return;
    element.region = 3;
    // @ts-expect-error region is a number property
    element.region = '3';
    element.companyId = '42';
    // The DOM's event maps know the renovo-* events: a ref-based listener is typed too.
    const onSubmit = (event: CustomEvent<Submitted>) => console.log(event.detail.id);
    element.addEventListener('renovo-submit', onSubmit);
    const onLevel = (event: DocumentEventMap['renovo-level-change']) => {
      const level: 1 | 2 | 3 = event.detail.level;
      // @ts-expect-error a level-change detail has no id
      console.log(level, event.detail.id);
    };
    document.addEventListener('renovo-level-change', onLevel);
    return () => {
      element.removeEventListener('renovo-submit', onSubmit);
      document.removeEventListener('renovo-level-change', onLevel);
    };
  }, []);

  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        免費獲取裝修報價單
      </button>
      <renovo-quote
        ref={quote}
        {...defaults}
        open={open}
        stopRedirect
        region={5}
        module="consumer_vite"
        onrenovo-submit={(event) => {
          const id: number | string = event.detail.id;
          const redirect: string | null = event.detail.redirect;
          // @ts-expect-error the submitted id is number | string, not only a number
          const wrong: number = event.detail.id;
          console.log(id, redirect, wrong);
          setSubmitted(event.detail);
          setOpen(false);
        }}
        onrenovo-close={(event) => {
          const reason: 'user' | 'submit' | 'api' = event.detail.reason;
          console.log(reason);
          setOpen(false);
        }}
      />
      {/* @ts-expect-error version is 'v2' or 'v3' */}
      <renovo-quote version="v4" />
      {/* @ts-expect-error region is a number */}
      <renovo-quote region="north" />
      {submitted ? <p role="status">已送出，報價編號 {String(submitted.id)}</p> : null}
    </main>
  );
}
