import { failureText } from '../ui/Notice.tsx';
import { failureResult, type DialogResult } from '../ui/ResultDialog.tsx';
import { ApiError } from './api-client.ts';

/** The catalogue's line when no answer came at all (000, section 8). */
export const NO_ANSWER = 'Some thing went wrong, Please Retry';

/** A failed call, worded as the catalogue words it (000, section 8), for the wizard's 'Oops..' notice. */
export function asUserError(error: unknown): Error {
  if (error instanceof ApiError) return new Error(failureText(error.status, error.message));
  return new Error(NO_ANSWER);
}

/** A failed call as the result dialog shows it. */
export function failureDialog(error: unknown): DialogResult {
  return error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, NO_ANSWER);
}
