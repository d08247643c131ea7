/**
 * Server side of the company centre's layout (`/user-company`): who the visitor is — signed
 * out (the sign-in gate), signed in without a company (how to join), or a member with their
 * company — and the invitation token of `?invite=` when the link carried one.
 */
import {
  COOKIE_NAMES,
  type CompanyProfile,
  errorMessage,
  errorStatus,
  getCompanyProfile,
  messages,
} from '@renovo/core';
import type { RouterContextProvider } from 'react-router';
import { apiFor, cookiesFor } from '../lib/api.server.ts';

/** What the layout draws. */
export type CentreGate =
  | { state: 'signin'; invite: string | null }
  | { state: 'not-member'; invite: string | null; message: string }
  | { state: 'error'; invite: string | null }
  | { state: 'member'; invite: string | null; profile: CompanyProfile };

/** An invitation token as the links carry it (URL-safe, bounded). */
function inviteOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get('invite');
  return token && /^[\w-]{16,200}$/.test(token) ? token : null;
}

/** The visitor's gate and, for a member, their company. */
export async function loadCentreGate(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CentreGate> {
  const invite = inviteOf(request);
  if (!cookiesFor(context, request).get(COOKIE_NAMES.token)) return { state: 'signin', invite };
  try {
    return { state: 'member', invite, profile: await getCompanyProfile(apiFor(context, request)) };
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401) return { state: 'signin', invite };
    if (status === 403)
      return { state: 'not-member', invite, message: errorMessage(error) ?? messages.companySide.notMember };
    return { state: 'error', invite };
  }
}
