import { describe, expect, it } from 'vitest';
import { type CommandRunner, runStages, type Stage } from './check-runner.ts';

const node = (code: string) => [process.execPath, '-e', code];

/** A runner that records when each command starts and ends; each command ends when told. */
function manualRunner() {
  const events: string[] = [];
  const finishers = new Map<string, (result: { code: number; output: string }) => void>();
  const run: CommandRunner = (command) =>
    new Promise((resolve) => {
      const name = command.join(' ');
      events.push(`start ${name}`);
      finishers.set(name, (result) => {
        events.push(`end ${name}`);
        resolve(result);
      });
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  const end = async (name: string, code = 0, output = '') => {
    await settle();
    finishers.get(name)!({ code, output });
    await settle();
  };
  return { run, events, end, settle };
}

describe('the check runner', () => {
  it('a failing stage fails the run, its output is kept whole, and the stages that need it are skipped', async () => {
    const stages: Stage[] = [
      {
        name: 'broken',
        command: node('console.log("first line"); console.error("why it broke"); process.exit(3)'),
      },
      { name: 'fine', command: node('console.log("all good")') },
      { name: 'after', command: node('console.log("never")'), needs: ['broken'] },
    ];
    const results = await runStages(stages);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['broken', 'failed'],
      ['fine', 'passed'],
      ['after', 'skipped'],
    ]);
    expect(results[0]!.output).toBe('first line\nwhy it broke\n');
    expect(results[2]!.output).toBe('not run: broken failed');
  });

  it('a test stage that prints no "N passed, N failed, N skipped" line ran no test and fails', async () => {
    const results = await runStages([
      { name: 'silent tests', command: node('console.log("done")'), tests: true },
      { name: 'real tests', command: node('console.log("\\n12 passed, 0 failed, 1 skipped")'), tests: true },
      { name: 'red tests', command: node('console.log("3 passed, 1 failed, 0 skipped")'), tests: true },
    ]);
    expect(results.map((r) => [r.name, r.status, r.counts])).toEqual([
      ['silent tests', 'failed', null],
      ['real tests', 'passed', { passed: 12, failed: 0, skipped: 1 }],
      // Exit code 0 but a failed test: still a failed stage.
      ['red tests', 'failed', { passed: 3, failed: 1, skipped: 0 }],
    ]);
    expect(results[0]!.output).toContain('silent tests ran no test');
  });

  it('runs at most as many stages at once as there are slots; a stage of two slots runs alone', async () => {
    const { run, events, end, settle } = manualRunner();
    const stages: Stage[] = [
      { name: 'a', command: ['a'] },
      { name: 'b', command: ['b'] },
      { name: 'c', command: ['c'] },
      { name: 'wide', command: ['wide'], slots: 2, needs: ['a'] },
      { name: 'd', command: ['d'] },
    ];
    const done = runStages(stages, { slots: 2, run });
    await settle();
    expect(events).toEqual(['start a', 'start b']);
    await end('a');
    // c was declared before wide: it takes the free slot; wide waits for both.
    expect(events.slice(2)).toEqual(['end a', 'start c']);
    await end('b');
    // wide is ready and waits for a second slot: d, declared after it, does not overtake it.
    expect(events.slice(4)).toEqual(['end b']);
    await end('c');
    expect(events.slice(5)).toEqual(['end c', 'start wide']);
    await end('wide');
    expect(events.slice(7)).toEqual(['end wide', 'start d']);
    await end('d');
    expect((await done).every((r) => r.status === 'passed')).toBe(true);
  });

  it('refuses a stage that needs one not declared before it', async () => {
    await expect(runStages([{ name: 'x', command: ['x'], needs: ['y'] }])).rejects.toThrow(/needs y/);
  });
});
