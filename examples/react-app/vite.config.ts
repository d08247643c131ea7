import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The React app; @renovo/widgets' Preact sources are compiled with their own JSX settings. */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
});
