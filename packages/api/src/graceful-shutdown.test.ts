/**
 * The shutdown sequence of `start()` (docs/deploy.md): readiness turns 503 at once, the server
 * keeps serving through the drain period, then waits for the requests still running, and cuts
 * them when SHUTDOWN_TIMEOUT_MS runs out.
 */
import { request } from 'node:http';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { type StartedServer, start } from './main.ts';
import { openTestDatabase } from './testing/harness.ts';

const silent = pino({ level: 'silent' });
const disposals: (() => Promise<void>)[] = [];

/** A server on an in-memory PGlite with `GET /slow?ms=` that answers after `ms`. */
async function startServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  const env = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', ...extraEnv };
  // No demo content: the shutdown sequence needs none, and loading it made the test slow under load.
  const database = await openTestDatabase(parseEnv(env), 'pglite', false);
  disposals.push(database.dispose);
  return start({
    env,
    logger: silent,
    database: database.handle,
    mount(app) {
      app.get('/slow', async (c) => {
        await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('ms'))));
        return c.json({ done: true });
      });
    },
  });
}

/** A GET on a new connection; resolves with the status and body, or with the socket error. */
function get(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    });
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    req.end();
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each test starts a server (migrations on a fresh PGlite): under a loaded CI machine that alone
// took 15 s, so the whole test gets a minute (a ceiling, not a measurement).
describe('graceful shutdown', { timeout: 60_000 }, () => {
  let server: StartedServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const dispose of disposals.splice(0)) await dispose();
  });

  it('readiness answers 503 from the start of the drain, and the server keeps serving until it ends', async () => {
    server = await startServer();
    expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 200 });
    const stopping = server.shutdown({ drainMs: 400, timeoutMs: 2000 });
    expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 503 });
    // A new request during the drain is still served (the load balancer has not noticed yet).
    expect(await get(`${server.url}/healthz`)).toMatchObject({ status: 200 });
    expect(await stopping).toEqual({ forced: false });
    expect(await get(`${server.url}/healthz`)).toMatchObject({ error: 'ECONNREFUSED' });
  });

  it('a request in flight when the drain ends finishes before the process stops', async () => {
    server = await startServer();
    const started = performance.now();
    const inFlight = get(`${server.url}/slow?ms=600`);
    await wait(50);
    const result = await server.shutdown({ drainMs: 100, timeoutMs: 5000 });
    expect(result).toEqual({ forced: false });
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
    // shutdown waited for it (not merely for the drain period).
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('SHUTDOWN_TIMEOUT_MS cuts a request that runs too long, and the shutdown still completes', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = get(`${server.url}/slow?ms=10000`);
    await wait(50);
    const started = performance.now();
    const result = await server.shutdown({ drainMs: 0 });
    const took = performance.now() - started;
    expect(result).toEqual({ forced: true });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2000);
    expect(await stuck).toMatchObject({ error: expect.stringMatching(/ECONNRESET|socket hang up/) });
  });
});
