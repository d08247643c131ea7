/**
 * What the browser tests pay Chromium for, apart from their pages' own work (`npm run
 * bench:browser-costs`): the CPU a new browser context with its page costs, a new page in a
 * context that stays open, one navigation, and a second of an open idle page — Chromium launched
 * as the tests launch it (`launchChromium()`, tests/e2e/harness/browser.ts), a small zh-TW page
 * served from this process. CPU is the whole machine's (/proc/stat: busy jiffies of every core),
 * so a renderer process that starts and ends within a step is counted, which per-process figures
 * miss; run it on an otherwise idle machine. Each step runs BENCH_ROUNDS times (default 20) after
 * one warm-up; the table gives the mean CPU and wall milliseconds of one.
 *
 * With `BENCH_CHROMIUM_EXTRA='--flag …'` a second Chromium with those flags is measured in turn
 * with the usual one (rounds alternate), and the table gives both: a flag's effect measured side
 * by side. Linux only (/proc).
 *
 * @example npm run bench:browser-costs
 * @example BENCH_CHROMIUM_EXTRA='--disable-site-isolation-trials' npm run bench:browser-costs
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/harness/browser.ts';
import { table } from './lib/table.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const EXTRA = process.env.BENCH_CHROMIUM_EXTRA?.split(/\s+/).filter(Boolean) ?? [];

/** Busy milliseconds of every core since boot: user, nice, system, irq, softirq (USER_HZ = 100). */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq!) * 10;
}

const PAGE = `<!doctype html><html lang="zh-TW"><meta charset="utf-8"><title>免費估價</title>
<body><h1>裝修估價</h1><p>${'留下手機號碼，設計師為您估價。'.repeat(20)}</p><button type="button">立即估價</button></body></html>`;

/** One step of the table: what it does, run on a browser. */
interface Step {
  name: string;
  /** Sets up what the step needs and answers the step and its teardown. */
  prepare(browser: Browser, url: string): Promise<{ run(): Promise<void>; done(): Promise<void> }>;
}

const STEPS: Step[] = [
  {
    name: 'a new context, its page, one navigation, closed',
    async prepare(browser, url) {
      return {
        async run() {
          const context = await browser.newContext();
          await (await context.newPage()).goto(url);
          await context.close();
        },
        async done() {},
      };
    },
  },
  {
    name: 'a new page in an open context, one navigation, closed',
    async prepare(browser, url) {
      const context = await browser.newContext();
      // A page of the context stays open, as in a test that opens a second page.
      await (await context.newPage()).goto(url);
      return {
        async run() {
          const page = await context.newPage();
          await page.goto(url);
          await page.close();
        },
        done: () => context.close(),
      };
    },
  },
  {
    name: 'one navigation in an open page',
    async prepare(browser, url) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let n = 0;
      return {
        async run() {
          n += 1;
          await page.goto(`${url}?n=${n}`);
        },
        done: () => context.close(),
      };
    },
  },
  {
    name: 'an open page left idle for 1 s',
    async prepare(browser, url) {
      const context = await browser.newContext();
      await (await context.newPage()).goto(url);
      return { run: () => new Promise((resolve) => setTimeout(resolve, 1000)), done: () => context.close() };
    },
  },
];

const server = createServer((_, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(PAGE);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browsers: { label: string; browser: Browser }[] = [
  { label: 'usual flags', browser: await launchChromium() },
];
if (EXTRA.length > 0) browsers.push({ label: `+ ${EXTRA.join(' ')}`, browser: await launchChromium(EXTRA) });

console.log(`Chromium's own costs: ${ROUNDS} rounds a step after one warm-up, the machine's CPU\n`);
const rows: string[][] = [];
try {
  for (const step of STEPS) {
    const runs = await Promise.all(browsers.map(({ browser }) => step.prepare(browser, url)));
    for (const run of runs) await run.run();
    const spent = browsers.map(() => ({ cpu: 0, wall: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, run] of runs.entries()) {
        const cpu = machineBusyMs();
        const wall = performance.now();
        await run.run();
        spent[i]!.wall += performance.now() - wall;
        spent[i]!.cpu += machineBusyMs() - cpu;
      }
    }
    for (const run of runs) await run.done();
    for (const [i, { label }] of browsers.entries()) {
      rows.push([
        step.name,
        label,
        (spent[i]!.cpu / ROUNDS).toFixed(0),
        (spent[i]!.wall / ROUNDS).toFixed(0),
      ]);
    }
  }
} finally {
  await Promise.all(browsers.map(({ browser }) => browser.close()));
  server.close();
}
console.log(table(['step', 'Chromium', 'CPU ms (machine)', 'wall ms'], rows));
