/**
 * The test stacks' data folders start as copies of one that the server's own start-up
 * (`prepareDatabase`: migrations, reference data, demo content) has already prepared. The stack
 * then runs that same start-up on its copy, where every migration is applied and every seed in
 * place (both are idempotent), so it finds the database ready instead of building it again.
 *
 * A template is made once per kind of start-up (test or production, with the demo videos or
 * not) in the OS temp folder, keyed by the sources it is made from, and shared by every stack
 * and every later run; a change to those sources makes a new one.
 *
 * @example await copyDatabaseTemplate(dataDir, env); const database = await prepareDatabase(parseEnv(env), logger);
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, parseEnv, prepareDatabase } from '@renovo/api';
import { copyMadeFolder, fillWithEmptyCluster, folderMadeOnce } from '@renovo/api/testing';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { ROOT } from './build.ts';

/** The sources a prepared database is made of (the seeds reach into all of them). */
const SOURCES = ['packages/api/src', 'packages/demo-content/src', 'packages/core/src', 'package-lock.json'];
const PREFIX = 'renovo-stack-db-';

function hashInto(hash: ReturnType<typeof createHash>, path: string): void {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort())
      if (!name.includes('.test.') && name !== 'node_modules') hashInto(hash, join(path, name));
  } else hash.update(path).update(readFileSync(path));
}

/** The key of a template: its sources and the kind of start-up. */
function templateKey(kind: string): string {
  const hash = createHash('sha256').update(kind);
  for (const source of SOURCES) hashInto(hash, join(ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

/** The variables of a stack's environment that change what its start-up writes. */
function kindOf(env: Record<string, string | undefined>): string {
  const parsed = parseEnv(env);
  return `${parsed.production ? 'production' : 'test'}-videos-${parsed.RENOVO_DEMO_VIDEOS}`;
}

/** Makes the template of `env`'s kind in the empty folder `temp`. */
async function makeTemplate(temp: string, env: Record<string, string | undefined>): Promise<void> {
  await fillWithEmptyCluster(temp);
  const parsed = parseEnv({ ...env, RENOVO_DATA_DIR: temp, LOG_LEVEL: 'silent' });
  // The demo seed is handed in as the stacks hand it in (a production start never runs it).
  const database = await prepareDatabase(parsed, createLogger(parsed), seedDemoInDevelopment);
  await database.close();
}

/**
 * Fills `dataDir` (the stack's RENOVO_DATA_DIR, empty) with a prepared database of the kind `env`
 * starts, making the template first when there is none yet.
 */
export async function copyDatabaseTemplate(
  dataDir: string,
  env: Record<string, string | undefined>,
): Promise<void> {
  const kind = kindOf(env);
  const name = `${PREFIX}${kind}-${templateKey(kind)}`;
  const dir = join(tmpdir(), name);
  if (await folderMadeOnce(dir, (temp) => makeTemplate(temp, env))) {
    // Templates of the same kind from older sources are of no use any more.
    for (const other of readdirSync(tmpdir()))
      if (other.startsWith(`${PREFIX}${kind}-`) && other !== name && !other.includes('.'))
        rmSync(join(tmpdir(), other), { recursive: true, force: true });
  }
  copyMadeFolder(dir, dataDir);
}
