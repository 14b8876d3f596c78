import { useEffect, useState } from 'react';
import { ApiError } from './api-client.ts';

export type SessionCheck = 'checking' | 'ok' | 'signed-out';

/**
 * Whether the stored session still holds, for a shell that draws nothing until it knows. The server
 * has the last word (expired, or signed out elsewhere): a 401 or 403 clears the session; a network
 * hiccup is not a sign-out, and each page shows its own error.
 */
export function useSessionCheck(hasSession: boolean, ask: () => Promise<unknown>, clear: () => void, deps: React.DependencyList): SessionCheck {
  const [check, setCheck] = useState<SessionCheck>(hasSession ? 'checking' : 'signed-out');
  useEffect(() => {
    if (!hasSession) return;
    ask()
      .then(() => setCheck('ok'))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clear();
          setCheck('signed-out');
        } else {
          setCheck('ok');
        }
      });
  }, deps);
  return check;
}
