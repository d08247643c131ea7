import { writeFileSync } from 'node:fs';
import { launchChromium, PHONE } from '/work/main/tests/e2e/harness/browser.ts';
import { startStack } from '/work/main/tests/e2e/harness/stack.ts';
import { REGION_IDS } from '@renovo/core/data';
async function seed(origin: string) { for (let i = 0; i < 30; i++) { const r = await fetch(origin + '/hyperf/valuation/v3/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ region_id: REGION_IDS[i % REGION_IDS.length], size: String(20 + i), mobile: '0912' + String(900 + i).padStart(6, '0'), accepted: 1 }) }); if (r.status !== 200) throw new Error('seed ' + r.status); } }
const stack = await startStack(process.env.DIR ? { embedDir: process.env.DIR } : {}); await seed(stack.apiOrigin);
const browser = await launchChromium();
const url = `${stack.partnerOrigin}/test/${process.env.PAGE ?? 'bench.html'}`;
const RATE = Number(process.env.RATE ?? 4);
const self = new Map<string, number>();
const total = new Map<string, number>();
let sds: number[] = [];
const N = Number(process.env.N ?? 5);
for (let i = 0; i <= N; i++) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.IV ?? 100) });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 800));
  const { metrics } = (await cdp.send('Performance.getMetrics')) as any;
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  await context.close();
  if (i === 0) continue;
  sds.push(Math.round(metrics.find((m: any) => m.name === 'ScriptDuration').value * 1000));
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  for (let s = 0; s < profile.samples.length; s++) {
    const dt = (profile.timeDeltas[s + 1] ?? 0) / 1000;
    let n = nodes.get(profile.samples[s]);
    const k = key(n);
    self.set(k, (self.get(k) ?? 0) + dt);
    const seen = new Set<string>();
    while (n) { const kk = key(n); if (!seen.has(kk)) { seen.add(kk); total.set(kk, (total.get(kk) ?? 0) + dt); } n = nodes.get(parent.get(n.id)!); }
  }
  writeFileSync(`/tmp/prof/q${i}.cpuprofile`, JSON.stringify(profile));
}
console.log('ScriptDuration', sds);
const show = (m: Map<string, number>, label: string, n: number) => { console.log(`--- ${label} (ms per run)`); for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log((v / N).toFixed(2).padStart(8), k); };
show(self, 'self', 45);
show(total, 'total', 70);
await browser.close();
await stack.close();
