import { describe, expect, it } from 'vitest';
import { ApiError, NO_ANSWER } from '../../../shared/lib/api-client.ts';
import { searchFailure } from './use-application-lookup.ts';

describe('searchFailure', () => {
  const notFound = 'sorry ! data are not found.';

  it('says the screen\'s not-found line for a 404', () => {
    expect(searchFailure(new ApiError(404, 'Loan not found'), notFound)).toBe(notFound);
  });

  it('passes on the server\'s reason for any other refusal', () => {
    expect(searchFailure(new ApiError(403, 'This application is not in your queue'), notFound)).toBe('This application is not in your queue');
  });

  it('says the generic line when no answer came', () => {
    expect(searchFailure(new TypeError('Failed to fetch'), notFound)).toBe(NO_ANSWER);
  });
});
