/**
 * The entry of the server bundle (`dist/server/start.js`, scripts/build-server.ts): starts the
 * system as `npm start` does. In the bundle every module's `import.meta.main` is false, so only
 * this call starts it.
 */
import { main } from './start.ts';

await main();
