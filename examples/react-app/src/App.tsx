/**
 * A React 19 page using the Renovo custom elements natively: React 19 sets their properties and
 * listens to their events through `on<event-name>` props. `@renovo/widgets` types every element
 * (@renovo/widgets/jsx), so a wrong attribute or a misspelt event detail is a compile error.
 */
import type { RenovoEventMap, RenovoQuoteElement } from '@renovo/widgets';
import { useRef, useState } from 'react';

type Submitted = RenovoEventMap['renovo-submit'];

export function App() {
  const quote = useRef<RenovoQuoteElement>(null);
  const [open, setOpen] = useState(false);
  const [lastQuote, setLastQuote] = useState<Submitted | null>(null);
  const [level, setLevel] = useState<1 | 2 | 3>(1);

  return (
    <main className="page">
      <h1>Renovo widgets in React 19</h1>

      <section>
        <h2>Basic quote popup</h2>
        <button type="button" onClick={() => setOpen(true)}>
          免費獲取裝修報價單
        </button>
        {/* Properties (camelCase) need the elements defined: main.tsx imports @renovo/widgets first. */}
        <renovo-quote
          ref={quote}
          version="v2"
          open={open}
          stopRedirect
          module="react_example"
          onrenovo-close={() => setOpen(false)}
          onrenovo-submit={(event) => {
            // event.detail is { widget, id, redirect }: typed from the widgets' event map.
            setLastQuote(event.detail);
            setOpen(false);
          }}
          onrenovo-error={(event) => console.warn('quote failed:', event.detail.reason)}
        />
        {lastQuote ? <p role="status">已送出，報價編號 {String(lastQuote.id)}</p> : null}
      </section>

      <section>
        <h2>Inline community quote</h2>
        {/* Attributes (kebab-case) work before or after the elements are defined. */}
        <renovo-community-quote mode="inline" stop-redirect region={3} />
      </section>

      {lastQuote ? (
        <section>
          <h2>Your quote preview</h2>
          <renovo-quote-preview
            record-id={lastQuote.publicId ?? ''}
            level={level}
            onrenovo-level-change={(event) => setLevel(event.detail.level)}
          />
        </section>
      ) : null}

      <renovo-login-sheet onrenovo-login={(event) => console.info('logged in via', event.detail.via)} />
    </main>
  );
}
