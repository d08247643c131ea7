import { QuoteButton } from './quote-button';

// A server component: the page is prerendered; <renovo-quote> upgrades in the browser.
export default function Page() {
  return (
    <main>
      <h1>裝修報價</h1>
      <QuoteButton />
    </main>
  );
}
