/** The signed-in staff member, read once from GET /console/api/session. */
import { createContext, useContext } from 'react';
import type { Staff } from './types.ts';

export interface SessionValue {
  staff: Staff;
  signOut(): void;
  /** Reads the session again (after TOTP was set up, the whole console opens). */
  refresh(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in staff member (inside the signed-in frame only). */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the signed-in frame');
  return value;
}
