/**
 * A V8 CPU profile of this process's main thread over a benchmark's measured seconds, written to
 * BENCH_PROFILE=dir as `<name>.cpuprofile` (opens in Chrome's DevTools); nothing when unset.
 *
 * @example const profile = await startProfile(); …run…; await profile.stop('PostgreSQL-quote-submit');
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/** BENCH_PROFILE=dir: a V8 CPU profile of each case's measured seconds (the server's thread). */
const PROFILE_DIR = process.env.BENCH_PROFILE;

export async function startProfile(): Promise<{ stop(name: string): Promise<void> }> {
  if (!PROFILE_DIR) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
