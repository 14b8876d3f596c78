import { useState } from 'react';
import { ApiError, NO_ANSWER } from '../../../shared/lib/api-client.ts';

/** What a search screen shows for a failed lookup: the catalogue's not-found line, or the server's reason. */
export function searchFailure(error: unknown, notFound: string): string {
  if (error instanceof ApiError) return error.status === 404 ? notFound : error.message;
  return NO_ANSWER;
}

/**
 * One application looked up by number on an insight screen (001, section 4 "Search screens"): the
 * result stays hidden until found; a miss says the screen's not-found line; an empty answer is a miss.
 */
export function useApplicationLookup<T>(fetch: (applicationNo: string) => Promise<T>, notFound: string, isEmpty: (found: T) => boolean = () => false) {
  const [searched, setSearched] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const search = async (applicationNo: string) => {
    setSearched(applicationNo);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await fetch(applicationNo);
      setFound(isEmpty(answer) ? null : answer);
      if (isEmpty(answer)) setFailure(notFound);
    } catch (error) {
      setFound(null);
      setFailure(searchFailure(error, notFound));
    } finally {
      setBusy(false);
    }
  };
  const reset = () => { setFound(null); setFailure(null); };
  return { searched, busy, found, failure, search, reset };
}
