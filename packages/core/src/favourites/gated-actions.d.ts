import type { Notifier } from '../platform/types.ts';
import type { AccessVia, LoginParams } from '../session/login-store.ts';
import type { Logger } from '../session/ports.ts';
import type { AccessGate } from './ports.ts';
/** Actions a visitor may take only after login or clue authorisation (doc 1 §4, §6). */
export declare const GATED_ACTIONS: readonly ['collect', 'share', 'download', 'copy'];
/** One of `GATED_ACTIONS`. */
export type GatedActionKind = (typeof GATED_ACTIONS)[number];
/** What `runGatedAction` needs. */
export interface GatedActionDeps {
  gate: AccessGate;
  notifier: Notifier;
  logger?: Logger;
}
/** The action itself and the login params for its popup. */
export interface GatedActionOptions {
  /** Params for the login popup (module, resource…). */
  request?: LoginParams;
  /** Does the action; for collect, returning false means "not done". */
  perform(via: AccessVia): unknown;
}
/**
 * Runs an action that needs login or clue authorisation: the gate first, then the action and its
 * toast. share after a popup → 登入成功，再點一下就能分享囉！ and no share (the browser's share
 * sheet needs a fresh tap); download → 圖片下載中... (授權成功，圖片下載中… after a clue);
 * copy → 圖片已複製 once copied; collect leaves its toasts to the favourite toggle.
 * Resolves true when the action was performed; failures are logged, never thrown.
 */
export declare function runGatedAction(
  kind: GatedActionKind,
  deps: GatedActionDeps,
  options: GatedActionOptions,
): Promise<boolean>;
//# sourceMappingURL=gated-actions.d.ts.map
