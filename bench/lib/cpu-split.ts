/**
 * CPU time spent while a benchmark case runs, split by who spent it: this process's main thread
 * (the API server started in-process), and every PostgreSQL process of the machine. Read from
 * /proc (Linux), so it counts CPU time, not wall time: on a busy 2-core machine the figure per
 * request stays close to what a quiet one would show, where requests per second do not.
 *
 * @example const before = cpuNow(); …run…; const spent = cpuSince(before); // { serverMs, postgresMs }
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU milliseconds of the main thread and of all PostgreSQL processes. */
export interface CpuReading {
  serverMs: number;
  postgresMs: number;
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime of a /proc stat line, in milliseconds. */
function statMs(path: string): number {
  try {
    const text = readFileSync(path, 'utf8');
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function postgresMs(): number {
  let ms = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    ms += statMs(`/proc/${pid}/stat`);
  }
  return ms;
}

/** A reading now. */
export function cpuNow(): CpuReading {
  return { serverMs: statMs(`/proc/self/task/${process.pid}/stat`), postgresMs: postgresMs() };
}

/**
 * The CPU spent since `before`. PostgreSQL backends that ended meanwhile take their time with
 * them, so the database figure is a floor (the benchmarks keep their pools open throughout).
 */
export function cpuSince(before: CpuReading): CpuReading {
  const now = cpuNow();
  return { serverMs: now.serverMs - before.serverMs, postgresMs: now.postgresMs - before.postgresMs };
}
