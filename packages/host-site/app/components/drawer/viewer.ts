import type { UserRole } from '@renovo/core';
/** The signed-in visitor as the header and drawer show them (no contact data leaves the server). */
export interface Viewer {
  id: number | string;
  name: string;
  avatar: string | null;
  role: UserRole;
}
