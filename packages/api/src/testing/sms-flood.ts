/**
 * The SMS flood (docs/spec/leads-and-security.md#sms-flood), shared by the CI test (`sms-flood.test.ts`, a
 * smaller count) and
 * `npm run bench:sms-flood` (10,000 requests in a minute): code requests from many spoofed
 * addresses (X-Forwarded-For behind `TRUST_PROXY=1`) for many numbers, paced evenly over the
 * run, that never solve a challenge — and, throughout, a real visitor on a fresh address every
 * `visitorEveryMs` who signs in through core's API client and challenge solver (the same code
 * the login sheet and /login run). The caller counts the SMS sent (outbox rows).
 */
import {
  createApiClient,
  getCode,
  loadChallengeSolver,
  login,
  type SendCodePayloadInput,
  sendCodeSolvingChallenges,
} from '@renovo/core';

/** What a flood run is asked to do. */
export interface FloodOptions {
  /** Where requests go: `fetch(url)` with a URL under this origin. */
  baseURL: string;
  /** Defaults to the global fetch (a real server); tests pass `app.request`. */
  fetch?: typeof globalThis.fetch;
  requests: number;
  addresses: number;
  numbers: number;
  durationMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** A new visitor (fresh address, fresh number) this often. */
  visitorEveryMs: number;
}

/** One visitor's sign-in. */
interface VisitorResult {
  /** The send and the login both succeeded on the first press. */
  signedIn: boolean;
  /** The send met a challenge (and solved it). */
  challenged: boolean;
  /** Milliseconds from pressing 發送驗證碼 to the server's 200. */
  sendMs: number;
  /** Of which solving the challenge (here in the flooding process; in a browser on the phone). */
  solveMs: number;
  error?: string;
}

/** What a flood run measured. */
export interface FloodResult {
  statuses: Record<number, number>;
  visitors: VisitorResult[];
  elapsedMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The i-th flooding address: 100 IPv4 addresses and, for every other one, an IPv6 /64. */
function floodAddress(i: number): string {
  return i % 2 === 0
    ? `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`
    : `2001:db8:f100:${i.toString(16)}::1`;
}

/** A fetch that says it comes from `address` through the trusted proxy. */
function fetchFrom(base: typeof globalThis.fetch, address: string): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', address);
    return base(request);
  };
}

/** Runs the flood and the visitors; resolves when both are done. */
export async function runSmsFlood(options: FloodOptions): Promise<FloodResult> {
  const base = options.fetch ?? globalThis.fetch;
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const gap = options.durationMs / options.requests;
  let next = 0;

  async function attacker(): Promise<void> {
    for (;;) {
      const i = next++;
      if (i >= options.requests) return;
      await sleep(started + i * gap - performance.now());
      // Every request moves to another address and another number, with a fresh per-mobile
      // cooldown only every `numbers` requests: the pattern that drained the budget before.
      const mobile = `09${String(10_000_000 + ((i * 7919) % options.numbers)).slice(-8)}`;
      const address = floodAddress(i % options.addresses);
      const answer = await base(
        new Request(`${options.baseURL}/v1/codes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ medium: 'sms', type: 'login', username: mobile }),
        }),
      );
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  }

  async function visitor(n: number): Promise<VisitorResult> {
    const address = `203.0.113.${(n % 250) + 1}`;
    const mobile = `0987${String(100_000 + n).slice(-6)}`;
    const client = createApiClient({
      baseURL: options.baseURL,
      clientType: 'web',
      fetch: fetchFrom(base, address),
      logger: { error() {} },
    });
    let challenged = false;
    let solveMs = 0;
    const t0 = performance.now();
    try {
      const payload: SendCodePayloadInput = { medium: 'sms', type: 'login', username: mobile };
      await sendCodeSolvingChallenges(client, payload, async (challenge) => {
        challenged = true;
        const s0 = performance.now();
        const solved = await loadChallengeSolver(challenge);
        solveMs += performance.now() - s0;
        return solved;
      });
      const sendMs = performance.now() - t0;
      const code = (await getCode(client, { username: mobile })).data?.code ?? '';
      const answer = await login(client, {
        username: mobile,
        code,
        accepted: 1,
        login_type: 'sms_code',
      });
      return { signedIn: Boolean(answer.data?.access_token), challenged, sendMs, solveMs };
    } catch (error) {
      return { signedIn: false, challenged, sendMs: performance.now() - t0, solveMs, error: String(error) };
    }
  }

  const visitors: Promise<VisitorResult>[] = [];
  let flooding = true;
  const flood = Promise.all(Array.from({ length: options.concurrency }, attacker)).finally(() => {
    flooding = false;
  });
  // Visitors keep to a timetable (one every `visitorEveryMs` for as long as the flood lasts, which
  // on a busy machine is longer than asked), so a busy event loop delays them but never drops
  // one; and one more comes once the flood is over, when the deployment is at its hottest — the
  // visitor a slow machine would otherwise never send into a hot deployment.
  const visitorLoop = (async () => {
    let n = 0;
    for (; flooding || n < Math.ceil(options.durationMs / options.visitorEveryMs); n++) {
      await sleep(started + n * options.visitorEveryMs - performance.now());
      visitors.push(visitor(n));
    }
    await flood;
    visitors.push(visitor(n));
  })();
  await Promise.all([flood, visitorLoop]);
  return { statuses, visitors: await Promise.all(visitors), elapsedMs: performance.now() - started };
}
