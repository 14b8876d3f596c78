import { isValidGstin, panOfGstin } from '../../domain/identifiers/gstin.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';

/** Checks a GSTIN's registration and the parent's GST portal login (a GSP in production). */
export interface GstinProvider {
  verify(gstin: string, credentials: { username: string; password: string }): Promise<CheckResult>;
}

/** The password the sandbox portals refuse, so testers can see a failed login. */
export const SANDBOX_WRONG_PASSWORD = 'wrong-password';

/**
 * Sandbox: the format and check character are checked for real; a GSTIN whose PAN has the digits
 * 0000 is "not registered", and the password `wrong-password` is refused.
 */
export function createSandboxGstinProvider(): GstinProvider {
  const provider = 'sandbox-gst';
  return {
    async verify(gstin, { password }): Promise<CheckResult> {
      if (!isValidGstin(gstin)) return { outcome: 'failed', reason: 'Invalid GST Number.', details: {}, provider };
      if (panOfGstin(gstin)?.slice(5, 9) === '0000') {
        return { outcome: 'failed', reason: 'No GST registration was found for this GSTIN.', details: {}, provider };
      }
      if (password === SANDBOX_WRONG_PASSWORD) {
        return { outcome: 'failed', reason: 'The GST portal username or password is incorrect.', details: {}, provider };
      }
      return { outcome: 'verified', details: { stateCode: gstin.slice(0, 2), sandbox: true }, provider };
    },
  };
}
