/**
 * `@renovo/api`: what a start-up needs to run the API — the server (`start`, the database it
 * prepares, the signal handling), the app factory and its configuration — and what the one
 * server process mounts beside the API: the embed files, the staff console's build, the host
 * site. The package's other entries: `./db` (opening and migrating a database), `./schema*` (its
 * tables), `./seeding` (what a seed of invented content writes with), `./testing`, `./openapi`.
 */
export { createApp } from './app.ts';
export { createConsoleStatic } from './console/static/static.ts';
export { createEmbedRoutes } from './embed/embed.routes.ts';
export { type Env, parseEnv } from './env.ts';
export type { AppEnv } from './lib/app-env.ts';
export { createLogger } from './lib/logger.ts';
export { type MountableSite, mountSite } from './lib/mount-site.ts';
export {
  closeOnSignals,
  type DemoSeed,
  type LaterTask,
  prepareDatabase,
  type StartedServer,
  type StartOptions,
  start,
} from './main.ts';
