/**
 * Main-thread CPU time of a page's scripts, from a Chromium trace: the thread time (`tdur`) of the
 * outermost script events (script evaluation, module evaluation, callbacks, timers, microtasks)
 * on the renderer main thread that ran `marker` (a script URL of the page).
 *
 * Performance.getMetrics' ScriptDuration is wall-clock time: on a machine with few cores it also
 * counts the moments the main thread waits while Chromium's other processes, or the local API
 * server, have the CPU. Thread time does not, so it tells how much of a ScriptDuration figure is
 * the scripts' own work.
 *
 * @example const ms = scriptCpuMs(await browser.stopTracing(), '/embed/v1/loader.js');
 */

/** The trace categories `scriptCpuMs` needs (pass them to `browser.startTracing`). */
export const SCRIPT_CPU_CATEGORIES = ['devtools.timeline', 'v8.execute'];

/** Script events whose thread time is the scripts' work (nested ones are inside these). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string } };
}

/** Sums the thread time (ms) of the outermost script events on the thread that ran `marker`. */
export function scriptCpuMs(trace: Buffer | string, marker: string): number {
  const events = (JSON.parse(String(trace)) as { traceEvents: TraceEvent[] }).traceEvents;
  const owner = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.includes(marker));
  if (!owner) throw new Error(`no script ${marker} in the trace`);
  const script = events
    .filter((e) => e.pid === owner.pid && e.tid === owner.tid && e.ph === 'X' && SCRIPT_EVENTS.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  let end = 0;
  let cpu = 0;
  for (const event of script) {
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    cpu += event.tdur ?? event.dur ?? 0;
  }
  return cpu / 1000;
}
