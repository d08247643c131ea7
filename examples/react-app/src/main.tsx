/**
 * The React app's entry: registers the Renovo elements, points them at the Renovo API, renders
 * <App /> (see App.tsx).
 */
// Registers every renovo-* element before React renders (so React sets their properties).
import '@renovo/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// The widgets' API origin and partner key (the loader sets this from its script tag; an npm
// consumer sets it itself, before the first widget opens). The origin comes from the build
// (VITE_RENOVO_ORIGIN) or else from index.html's meta tag, so one build can be pointed elsewhere.
const metaOrigin = document.querySelector<HTMLMetaElement>('meta[name="renovo-api-origin"]')?.content;
window.__RENOVO__ = {
  apiOrigin: import.meta.env.VITE_RENOVO_ORIGIN || metaOrigin || 'http://127.0.0.1:3000',
  partner: 'demo',
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
