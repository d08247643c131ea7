/**
 * The stage runner behind `npm run check`: runs stages as parallel lanes on the machine's cores,
 * each stage once the stages it needs have passed, and reports each one as a whole block (its
 * output is held until it ends, so two lanes never interleave their lines).
 *
 * A stage takes `slots` of the run's slots (one per core by default): a stage that keeps every
 * core busy (a vitest run with several workers) takes them all and runs alone. The order of the
 * stages is their priority: a stage that is ready but waits for slots is not overtaken. A failed stage
 * does not stop the others; the stages that need it are skipped.
 */
import { spawn } from 'node:child_process';
import { type Counts, parseCounts } from './check-report.ts';

/** One stage: a command, what it waits for, how many cores it keeps busy. */
export interface Stage {
  name: string;
  /** The command and its arguments (run without a shell). */
  command: readonly string[];
  /** Stages that must have passed before this one starts. */
  needs?: readonly string[];
  /** Slots the stage holds while it runs (default 1; more than the run has means all of them). */
  slots?: number;
  /** A test stage: its output ends with `N passed, N failed, N skipped`. */
  tests?: boolean;
}

/** How a stage ended. */
export interface StageResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  /** Wall time, ms (0 when skipped). */
  ms: number;
  /** What the stage printed (stdout and stderr in the order they came), or why it was skipped. */
  output: string;
  /** A test stage's counts; null when it printed none (it ran no test). */
  counts?: Counts | null;
}

/** Runs one command; resolves with its exit code and its output. */
export type CommandRunner = (command: readonly string[]) => Promise<{ code: number; output: string }>;

/** The default runner: a child process sharing this one's environment, output captured. */
const runCommand: CommandRunner = (command) =>
  new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });

/** Options of `runStages`. */
export interface RunOptions {
  /** Slots of the run (default 2). */
  slots?: number;
  run?: CommandRunner;
  /** Called when a stage starts (its name) and ends (its result). */
  onStart?: (stage: Stage) => void;
  onEnd?: (result: StageResult) => void;
  /** The clock, ms. */
  now?: () => number;
}

/** Checks that every need names an earlier stage and that names are unique. */
function checkStages(stages: readonly Stage[]): void {
  const seen = new Set<string>();
  for (const stage of stages) {
    if (seen.has(stage.name)) throw new Error(`stage ${stage.name} is declared twice`);
    for (const need of stage.needs ?? [])
      if (!seen.has(need))
        throw new Error(`stage ${stage.name} needs ${need}, which is not declared before it`);
    seen.add(stage.name);
  }
}

/**
 * Runs the stages: each starts, in the order given, once its needs have passed and its slots are
 * free. Resolves with one result per stage, in the order given.
 */
export async function runStages(stages: readonly Stage[], options: RunOptions = {}): Promise<StageResult[]> {
  checkStages(stages);
  const total = Math.max(1, options.slots ?? 2);
  const run = options.run ?? runCommand;
  const now = options.now ?? (() => performance.now());
  const results = new Map<string, StageResult>();
  const running = new Map<string, Promise<void>>();
  let pending = [...stages];
  let used = 0;

  const finish = (result: StageResult) => {
    results.set(result.name, result);
    options.onEnd?.(result);
  };
  const start = (stage: Stage, slots: number) => {
    used += slots;
    options.onStart?.(stage);
    const started = now();
    const done = run(stage.command).then(({ code, output }) => {
      used -= slots;
      running.delete(stage.name);
      const counts = stage.tests ? parseCounts(output) : undefined;
      const ranNoTest = stage.tests && counts === null;
      const failed = code !== 0 || ranNoTest || (counts?.failed ?? 0) > 0;
      finish({
        name: stage.name,
        status: failed ? 'failed' : 'passed',
        ms: now() - started,
        output: ranNoTest
          ? `${output}\n${stage.name} ran no test (no "N passed, N failed, N skipped" line)\n`
          : output,
        ...(stage.tests ? { counts } : {}),
      });
    });
    running.set(stage.name, done);
  };

  while (pending.length > 0 || running.size > 0) {
    const waiting: Stage[] = [];
    // A ready stage that waits for slots keeps the later ones waiting too (the order is the priority).
    let blocked = false;
    for (const stage of pending) {
      const needs = (stage.needs ?? []).map((need) => results.get(need));
      const blocker = needs.find((result) => result && result.status !== 'passed');
      if (blocker) {
        finish({
          name: stage.name,
          status: 'skipped',
          ms: 0,
          output: `not run: ${blocker.name} ${blocker.status}`,
          ...(stage.tests ? { counts: null } : {}),
        });
        continue;
      }
      const slots = Math.min(stage.slots ?? 1, total);
      const ready = needs.every(Boolean);
      if (ready && !blocked && used + slots <= total) start(stage, slots);
      else {
        if (ready) blocked = true;
        waiting.push(stage);
      }
    }
    pending = waiting;
    if (running.size > 0) await Promise.race(running.values());
  }
  return stages.map((stage) => results.get(stage.name)!);
}
