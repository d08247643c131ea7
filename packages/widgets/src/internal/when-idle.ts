/** Runs a task when the browser is idle (at most 2 s later), or shortly where idle callbacks are missing. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
