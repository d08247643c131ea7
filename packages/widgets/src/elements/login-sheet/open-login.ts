import type { AccessOutcome, LoginParams } from '@renovo/core';
import type { RenovoLoginSheetElement } from '../../element-types.generated.ts';
import { emit } from '../../internal/emit.ts';
import { getRuntime } from '../../internal/runtime.ts';
import { createPageSession } from '../../internal/session.ts';

/** The short name in every event's `detail.widget` (docs/embedding.md §4). */
export const WIDGET = 'login-sheet';

/** The login params an element's attributes describe. */
function paramsOf(host: HTMLElement): LoginParams {
  const params: LoginParams = {};
  const module = host.getAttribute('module');
  const type = host.getAttribute('type');
  const resourceId = host.getAttribute('resource-id');
  const companyId = host.getAttribute('company-id');
  if (module) params.module = module;
  if (type) params.resourceType = type;
  if (resourceId) params.resourceId = resourceId;
  if (companyId) params.companyId = companyId;
  return params;
}

/** Opens the page's login sheet for `host`; emits renovo-login when access is granted. */
export async function openLoginFor(host: HTMLElement, params?: LoginParams): Promise<AccessOutcome> {
  const { login, session } = getRuntime({
    session: createPageSession,
    partner: host.getAttribute('partner'),
  });
  // A member from an earlier visit: read the user first so the status (bind, clue, have) is right
  // (the session store knows whether a token can exist when none is visible).
  if (!session.user.peek()) await session.refreshUser();
  const outcome = await login.open(params ?? paramsOf(host));
  if (outcome.granted) emit(host, 'renovo-login', { widget: WIDGET, via: outcome.via });
  if (!login.visible.peek() && host.hasAttribute('open')) (host as RenovoLoginSheetElement).open = false;
  return outcome;
}
