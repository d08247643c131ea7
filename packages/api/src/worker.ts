/**
 * The job worker: runs the retention jobs (pg-boss) without serving HTTP, for deployments that
 * set `JOBS=off` on their API processes (docs/deploy.md). Needs DATABASE_URL: an embedded PGlite
 * folder can be opened by one process only, so with PGlite the server runs the jobs itself.
 *
 * @example DATABASE_URL=postgres://… npm run worker
 */

import { parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { prepareDatabase } from './main.ts';
import { startJobs } from './services/retention/scheduler.ts';

if (import.meta.main) {
  const env = parseEnv(process.env);
  const logger = createLogger(env);
  if (!env.DATABASE_URL) {
    logger.error('npm run worker needs DATABASE_URL (with the embedded PGlite the server runs the jobs)');
    process.exit(1);
  }
  const database = await prepareDatabase(env, logger);
  const jobs = await startJobs({ handle: database, env, logger });
  logger.info('worker running');
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
