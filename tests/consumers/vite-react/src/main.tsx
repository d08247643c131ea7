// Registers <renovo-quote> before React renders, so React 19 sets its properties.
import '@renovo/widgets/quote';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// The global config object is typed by @renovo/widgets (docs/embedding.md, section 8).
window.__RENOVO__ = { apiOrigin: 'http://127.0.0.1:3000', partner: 'demo' };
// @ts-expect-error apiOrigin is required
window.__RENOVO__ = { partner: 'demo' };

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
