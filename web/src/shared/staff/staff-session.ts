import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import { apiRequest } from '../lib/api-client.ts';

// The browser keys of the specification (002, section 3): the token, the user name, the display
// name under the role's own key ('admin' or 'approver'), and the role that picks the menu.
const KEYS = { token: 'authToken', userName: 'userName', role: 'role' } as const;
const NAME_KEY: Record<StaffRole, string> = { admin: 'admin', approver: 'approver', underwriter: 'underwriter' };

export interface StaffSession {
  authToken: string;
  userName: string;
  name: string;
  role: StaffRole;
}

export function saveStaffSession(session: StaffSession): void {
  localStorage.setItem(KEYS.token, session.authToken);
  localStorage.setItem(KEYS.userName, session.userName);
  localStorage.setItem(KEYS.role, session.role);
  localStorage.setItem(NAME_KEY[session.role], session.name);
}

/** The stored session of `role`, or null when there is none or it belongs to someone else's role. */
export function readStaffSession(role: StaffRole): StaffSession | null {
  const authToken = localStorage.getItem(KEYS.token);
  if (!authToken || localStorage.getItem(KEYS.role) !== role) return null;
  return { authToken, role, userName: localStorage.getItem(KEYS.userName) ?? '', name: localStorage.getItem(NAME_KEY[role]) ?? '' };
}

export function clearStaffSession(): void {
  for (const key of [...Object.values(KEYS), ...Object.values(NAME_KEY)]) localStorage.removeItem(key);
}

/** Ends the session on the server as well, so a copied token is useless, then forgets it here. */
export async function logoutStaff(role: StaffRole): Promise<void> {
  try {
    await apiRequest('POST', `/${role}/logout`, {});
  } finally {
    clearStaffSession();
  }
}
