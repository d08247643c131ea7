/**
 * The queue API partners call before and after the loader arrives. The page's stub
 * (`window.renovo = window.renovo || function(){(renovo.q = renovo.q || []).push(arguments)}`)
 * stores calls in `renovo.q`; once loaded, `installQueue` puts the real function in its place
 * and replays them in order. A bad call is logged once and skipped, never thrown.
 */

/** One command: receives the call's arguments after the command name. */
export type Command = (...args: unknown[]) => unknown;

/** The global `renovo` function (stub or real). */
export interface RenovoFunction {
  (command: string, ...args: unknown[]): unknown;
  /** Calls queued by the stub. */
  q?: Iterable<unknown>[];
  /** Set on the real function: the loader version that installed it. */
  v?: string;
  /** Set once a second, different loader has warned. */
  w?: boolean;
}

/** Does nothing (swallows the rejections nobody can receive). */
export const noop = (): void => {};

/**
 * Installs the real `renovo` function on `win` and replays the stub's queue. A call whose
 * command is unknown or throws is logged once and answers undefined. Replayed calls have nobody
 * to reject to: their failures are reported by the `renovo-error` event instead.
 */
export function installQueue(
  win: Window,
  commands: Record<string, Command>,
  version: string,
): RenovoFunction {
  const target = win as unknown as { renovo?: RenovoFunction };
  const queued = target.renovo?.q ?? [];
  const run = ([name, ...args]: Iterable<unknown>): unknown => {
    try {
      // `commands` has no prototype: an unknown name is undefined and calling it throws.
      return commands[name as string]!(...args);
    } catch {
      console.error('renovo: bad call', name, args);
    }
  };
  const renovo: RenovoFunction = (...call) => run(call);
  renovo.v = version;
  target.renovo = renovo;
  for (const call of queued) (run(call) as Promise<unknown> | undefined)?.catch?.(noop);
  return renovo;
}
