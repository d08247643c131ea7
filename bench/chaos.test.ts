import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillWithEmptyCluster } from '@renovo/api/testing';
import { describe, expect, it } from 'vitest';
import { runChaos } from './lib/chaos.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

/**
 * The chaos run of `npm run bench:chaos` at a CI size: 60 leads, one kill -9, 30 % of requests
 * and responses dropped; on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('chaos: no lead is lost or stored twice through a flaky network and a killed server', () => {
  it('on PGlite', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'renovo-chaos-'));
    try {
      await fillWithEmptyCluster(dir);
      const result = await runChaos({ database: { kind: 'pglite', dataDir: dir }, leads: 60, kills: 1 });
      expect(result.kills).toBe(1);
      expect(result.droppedRequests + result.droppedResponses).toBeGreaterThan(0);
      expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', { timeout: 120_000 }, async () => {
    const database = await benchPostgres();
    try {
      const result = await runChaos({
        database: { kind: 'postgres', url: database!.url },
        leads: 60,
        kills: 1,
      });
      expect(result.kills).toBe(1);
      expect({ lost: result.lost, duplicated: result.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    } finally {
      await database?.drop();
    }
  });
});
