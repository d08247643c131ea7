// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Command, installQueue, type RenovoFunction } from './queue.ts';

type Win = Window & { renovo?: RenovoFunction };
const win = window as Win;

/** The stub partners paste (as in examples/partner-page/partner.js). */
function pasteStub(): void {
  win.renovo =
    win.renovo ||
    function () {
      win.renovo!.q = win.renovo!.q || [];
      // biome-ignore lint/complexity/noArguments: the stub keeps the call as it was made
      win.renovo!.q.push(arguments as unknown as unknown[]);
    };
}

function commands(log: unknown[][]): Record<string, Command> {
  return Object.assign(Object.create(null) as Record<string, Command>, {
    open: (...args: unknown[]) => log.push(['open', ...args]),
    fail: () => {
      throw new Error('boom');
    },
    later: () => Promise.reject(new Error('rejected later')),
  });
}

afterEach(() => {
  delete win.renovo;
  vi.restoreAllMocks();
});

describe('queue API', () => {
  test('calls queued by the stub before load replay on load, in order', () => {
    pasteStub();
    win.renovo!('open', 'quote', { version: 'v2' });
    win.renovo!('open', 'community-quote');
    expect(win.renovo!.q).toHaveLength(2);
    const log: unknown[][] = [];
    installQueue(window, commands(log), '1.0.0');
    expect(log).toEqual([
      ['open', 'quote', { version: 'v2' }],
      ['open', 'community-quote'],
    ]);
  });

  test('after load, renovo() runs commands at once and returns their result', () => {
    const log: unknown[][] = [];
    const renovo = installQueue(window, commands(log), '1.0.0');
    expect(renovo('open', 'quote')).toBe(1);
    expect(win.renovo).toBe(renovo);
    expect(renovo.v).toBe('1.0.0');
  });

  test('a bad call is logged once and skipped, never thrown; the next calls still run', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    pasteStub();
    win.renovo!('nonsense', 1);
    win.renovo!('fail');
    win.renovo!('toString');
    win.renovo!('open', 'quote');
    const log: unknown[][] = [];
    const renovo = installQueue(window, commands(log), '1.0.0');
    expect(error).toHaveBeenCalledTimes(3);
    expect(log).toEqual([['open', 'quote']]);
    expect(() => renovo('constructor')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(4);
    expect(String(error.mock.calls[0]![0])).toBe('renovo: bad call');
  });

  test('a replayed call that rejects later does not surface as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    pasteStub();
    win.renovo!('later');
    installQueue(window, commands([]), '1.0.0');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
