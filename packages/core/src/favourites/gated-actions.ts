import { failed, type Outcome, reasonOfError } from '../flows/outcome.ts';
import { gatedMessages } from '../messages/zh-TW.ts';
import type { Notifier } from '../platform/types.ts';
import type { AccessVia, LoginParams } from '../session/login-store.ts';
import type { Logger } from '../session/ports.ts';
import type { AccessGate } from './ports.ts';

/** Actions a visitor may take only after login or clue authorisation (docs/spec/session.md#states, docs/spec/platform.md#roles). */
export const GATED_ACTIONS = ['collect', 'share', 'download', 'copy'] as const;

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
 * Resolves a typed outcome: `{ ok: true, via }` when the action was performed; `consent` when the
 * login or authorisation was not given, `again` for a share after a popup, `rejected` when the
 * action refused (`perform` answered false), else the call's reason. Failures are logged, never
 * thrown.
 */
export async function runGatedAction(
  kind: GatedActionKind,
  deps: GatedActionDeps,
  options: GatedActionOptions,
): Promise<Outcome<{ via: AccessVia }>> {
  const logger = deps.logger ?? console;
  const toast = (message: string) => deps.notifier.toast(message, { type: 'success' });
  let via: AccessVia;
  try {
    const outcome = await deps.gate.open(options.request);
    if (!outcome.granted) return failed('consent');
    via = outcome.via;
  } catch (error) {
    logger.error(`[renovo] ${kind}: login flow failed`, error);
    return failed('network');
  }
  if (kind === 'share' && via !== 'none') {
    toast(gatedMessages.loginThenShare);
    return failed('again', gatedMessages.loginThenShare);
  }
  if (kind === 'download') {
    toast(via === 'clue' ? gatedMessages.authorisedThenDownload : gatedMessages.downloading);
  }
  try {
    const result = await options.perform(via);
    if (kind === 'copy') toast(gatedMessages.copied);
    return kind === 'collect' && result === false ? failed('rejected') : { ok: true, via };
  } catch (error) {
    logger.error(`[renovo] ${kind} failed`, error);
    return failed(reasonOfError(error));
  }
}
