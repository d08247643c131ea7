/**
 * A flow lives in one folder: a flow's routes, contract, field schemas, store and client
 * functions sit together in `src/<flow>/` (console screens in `src/console/<screen>/`, content
 * areas in `src/content/<area>/`). The kind folders hold only the shared infrastructure named
 * here; a flow-specific file put back into one of them fails this test.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCES = fileURLToPath(new URL('./', import.meta.url));

/** Each kind folder and the shared files it may hold (the package entries are its `index.ts`). */
const SHARED: Record<string, readonly string[]> = {
  // The contract machinery, the envelope and error shapes every contract uses, the lead routes'
  // shared statuses, and the barrels (every contract, every route).
  contracts: [
    'contract.ts',
    'envelope.ts',
    'error.ts',
    'index.ts',
    'lead.ts',
    'one-declaration-per-endpoint.test.ts',
    'route.ts',
    'routes.ts',
  ],
  // The schemas every flow shares (envelope, ids, UTM) and the barrel.
  schemas: ['common.test.ts', 'common.ts', 'index.ts'],
  // The HTTP client core (with the pending calls' key and the console logger, modules of their
  // own so the widgets read them without loading the client) and the barrel.
  api: [
    'client.test.ts',
    'call.ts',
    'client.ts',
    'console-logger.ts',
    'errors.test.ts',
    'errors.ts',
    'headers.test.ts',
    'headers.ts',
    'index.ts',
    'pending.ts',
    'types.ts',
  ],
  // Gone: each port is built in its flow's client file.
  wiring: [],
};

describe('a flow lives in one folder', () => {
  it.each(Object.entries(SHARED))('the kind folder %s holds only shared infrastructure', (folder, shared) => {
    const dir = `${SOURCES}${folder}`;
    const files = existsSync(dir) ? readdirSync(dir) : [];
    expect(files.filter((name) => !shared.includes(name))).toEqual([]);
  });
});
