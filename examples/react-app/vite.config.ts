import { defineConfig } from 'vite';

/**
 * The React app's build (`npm run build -w @renovo/example-react-app` → dist/). Vite's own
 * transform compiles the JSX: React's automatic runtime for the app, while @renovo/widgets' Preact
 * sources keep theirs through their `@jsxImportSource preact` pragma. `base: './'` lets the built
 * page be served under any path (the e2e stack serves it at /react/ on the partner origin).
 */
export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5173 },
});
