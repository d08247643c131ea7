// Registers every renovo-* element before React renders (so React sets their properties).
import '@renovo/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// The widgets' API origin and partner key (the loader sets this from its script tag; an npm
// consumer sets it itself, before the first widget opens).
window.__RENOVO__ = {
  apiOrigin: import.meta.env.VITE_RENOVO_ORIGIN ?? 'http://127.0.0.1:3000',
  partner: 'demo',
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
