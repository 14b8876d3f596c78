import { isValidPan } from '../../domain/identifiers/pan.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';
import { SANDBOX_WRONG_PASSWORD } from './gstin.provider.ts';

/** Logs in to the income-tax portal with the parent's credentials to fetch their returns. */
export interface ItrProvider {
  verify(credentials: { username: string; password: string }): Promise<CheckResult>;
}

/**
 * Sandbox: the portal's user id is the PAN, so a user id that is not a PAN is refused, as is the
 * password `wrong-password`. It fetches no returns, and says so.
 */
export function createSandboxItrProvider(): ItrProvider {
  const provider = 'sandbox-itr';
  return {
    async verify({ username, password }): Promise<CheckResult> {
      if (!isValidPan(username.toUpperCase())) return { outcome: 'failed', reason: 'The income-tax portal User ID is your PAN. Please check it.', details: {}, provider };
      if (password === SANDBOX_WRONG_PASSWORD) {
        return { outcome: 'failed', reason: 'The income-tax portal username or password is incorrect.', details: {}, provider };
      }
      return { outcome: 'verified', details: { returnsFetched: 0, sandbox: true }, provider };
    },
  };
}
