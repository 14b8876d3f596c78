import { failureText } from '../ui/Notice.tsx';
import { ApiError, NO_ANSWER } from './api-client.ts';

/** A failed call, worded as the catalogue words it (000, section 8), for the wizard's 'Oops..' notice. */
export function asUserError(error: unknown): Error {
  if (error instanceof ApiError) return new Error(failureText(error.status, error.message));
  return new Error(NO_ANSWER);
}
