import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/** The release id: set RENOVO_BUILD_VERSION in CI, else the build time. */
const version = process.env.RENOVO_BUILD_VERSION ?? new Date().toISOString();

/** Writes /version.json into the client build; the site polls it to notice a new release. */
function versionFile(): Plugin {
  return {
    name: 'renovo-version-file',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/** The host site: React Router's plugin (SSR + hydration) on Vite. */
export default defineConfig({
  plugins: [reactRouter(), versionFile()],
  define: { __RENOVO_VERSION__: JSON.stringify(version) },
  // Core and widgets are TypeScript sources in the workspace: compile them into the server build.
  ssr: { noExternal: ['@renovo/core', '@renovo/widgets'] },
  build: { target: 'es2022' },
});
