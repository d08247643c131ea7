/**
 * The entry of the server bundle (`dist/server/start.js`, scripts/build-server.ts): starts the
 * system as `npm start` does, but hands in no demo seed, so the bundle holds no invented content
 * (scripts/production-bundle-holds-no-demo-content.test.ts). In the bundle every module's
 * `import.meta.main` is false, so only this call starts it.
 */
import { main } from './start.ts';

await main();
