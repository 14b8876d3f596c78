import { apiRequest } from '../../shared/lib/api-client.ts';

// The browser keys of the specification (000, section 4): the token, the name, the menu role.
const KEYS = { token: 'authToken', name: 'user_name', role: 'role', phone: 'phoneNo' } as const;

export interface BorrowerSession {
  authToken: string;
  userName: string;
}

export function saveBorrowerSession(session: BorrowerSession & { phoneNo?: string }): void {
  localStorage.setItem(KEYS.token, session.authToken);
  localStorage.setItem(KEYS.name, session.userName);
  localStorage.setItem(KEYS.role, 'user');
  if (session.phoneNo) localStorage.setItem(KEYS.phone, session.phoneNo);
}

export function readBorrowerSession(): BorrowerSession | null {
  const authToken = localStorage.getItem(KEYS.token);
  if (!authToken) return null;
  return { authToken, userName: localStorage.getItem(KEYS.name) ?? '' };
}

export function clearBorrowerSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  localStorage.removeItem('status');
}

/** Ends the session on the server too, so the token is useless even if it was copied. */
export async function logoutBorrower(): Promise<void> {
  try {
    await apiRequest('POST', '/users/logout', {});
  } finally {
    clearBorrowerSession();
  }
}
