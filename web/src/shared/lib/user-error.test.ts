import { describe, expect, it } from 'vitest';
import { ApiError, NO_ANSWER } from './api-client.ts';
import { failureDialog } from '../ui/ResultDialog.tsx';
import { asUserError } from './user-error.ts';

describe('a failed call in the catalogue\'s words', () => {
  it('asks to try again after a refusal, and to try later after a server failure', () => {
    expect(asUserError(new ApiError(400, 'PAN does not match')).message).toBe('Sorry, PAN does not match ! please try again.');
    expect(asUserError(new ApiError(503, 'service unavailable')).message).toBe('Sorry, service unavailable ! please try again after some time.');
  });

  it('says the generic line when no answer came, whatever the error', () => {
    expect(asUserError(new TypeError('Failed to fetch')).message).toBe(NO_ANSWER);
    expect(asUserError('nothing').message).toBe(NO_ANSWER);
  });

  it('shows the same words in the Oops.. dialog', () => {
    expect(failureDialog(new ApiError(409, 'Username already taken'))).toEqual({ tone: 'error', title: 'Oops..', text: 'Sorry, Username already taken ! please try again.' });
    expect(failureDialog(new Error('offline'))).toEqual({ tone: 'error', title: 'Oops..', text: NO_ANSWER });
  });
});
