/**
 * The site server of ./site-server.ts in a child process, so that a benchmark driving a browser
 * (Lighthouse, which works in the bench's own event loop) does not slow the server's answers.
 *
 * @example const site = await spawnSiteServer(); … await site.close();
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A site server running in a child process. */
export interface SiteProcess {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Stops the server (it closes its database and removes its temp dir) and waits for the process. */
  close(): Promise<void>;
}

/** Starts the server in a child process and resolves once it listens. */
export async function spawnSiteServer(): Promise<SiteProcess> {
  const script = fileURLToPath(new URL('./site-server.ts', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => {
      try {
        resolve((JSON.parse(line) as { origin: string }).origin);
      } catch {
        reject(new Error(`site server said: ${line}`));
      }
    });
    exited.then(([code]) => reject(new Error(`site server exited (${String(code)}) before listening`)));
  });
  const origin = await ready;
  return {
    origin,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
