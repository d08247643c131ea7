/**
 * `npm start`: one process that serves the API (and the `/embed/v1/` files once they are built;
 * the host site once it exists) on PORT (default 3000) and HOST, migrating and seeding the
 * database on first run. Configuration: see docs/api.md (environment).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeOnSignals, start } from '../packages/api/src/main.ts';
import { createEmbedRoutes } from '../packages/api/src/routes/embed/embed.routes.ts';

const embedDir = resolve(import.meta.dirname, '..', 'dist', 'embed', 'v1');
const embedBuilt = existsSync(join(embedDir, 'manifest.json'));

try {
  const server = await start({
    mount(app) {
      if (embedBuilt) app.route('/', createEmbedRoutes({ dir: embedDir }));
    },
  });
  closeOnSignals(server);
  const parts = [
    `API ready on ${server.url} (${server.database.driver}, SMS ${server.env.SMS_GATEWAY})`,
    embedBuilt
      ? `embed files at ${server.url}/embed/v1/`
      : '/embed/v1/ not served yet (no dist/embed/v1: run the build)',
    'host site not served yet (not built into this process)',
  ];
  console.log(`Renovo: ${parts.join('; ')}`);
} catch (error) {
  console.error(`Renovo failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
