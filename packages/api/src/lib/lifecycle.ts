/**
 * The serving state of one process, shared by `GET /readyz` and the shutdown sequence of
 * `main.ts`: once draining starts, readiness answers 503 so the load balancer stops sending new
 * traffic, while the process keeps serving what still arrives.
 *
 * @example const lifecycle = createLifecycle(); lifecycle.startDraining(); lifecycle.draining === true;
 */

/** Whether the process still wants new traffic. */
export interface Lifecycle {
  /** True from the first SIGTERM / SIGINT on. */
  readonly draining: boolean;
  /** Marks the process as draining (idempotent). */
  startDraining(): void;
}

/** A lifecycle that is not draining. */
export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
