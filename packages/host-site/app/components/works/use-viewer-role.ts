/** The signed-in visitor's role as the root loader rendered it (null for a visitor). */
import type { UserRole } from '@renovo/core';
import { useRouteLoaderData } from 'react-router';

/** The role of the root loader's viewer, or null. */
export function useViewerRole(): UserRole | null {
  const data = useRouteLoaderData('root') as { viewer?: { role?: unknown } | null } | undefined;
  const role = data?.viewer?.role;
  return role === 'design' || role === 'ordinary' ? role : null;
}
