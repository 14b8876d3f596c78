import { useRef, useState } from 'react';
import { verify } from './wizard.api.ts';

export type CheckState = { status: 'idle' | 'checking' | 'verified' | 'failed'; message?: string };

/** One instant check (PAN, account, GST, ITR): runs when its input is complete, once per distinct input. */
export function useCheck(path: string) {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const last = useRef('');
  async function run(key: string, body: unknown): Promise<boolean> {
    if (last.current === key && state.status !== 'failed') return state.status === 'verified';
    last.current = key;
    setState({ status: 'checking' });
    try {
      const message = await verify(path, body);
      setState({ status: 'verified', message: `Done ! ${message}` });
      return true;
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : 'Some thing went wrong, Please Retry' });
      return false;
    }
  }
  const markVerified = (key: string) => {
    last.current = key;
    setState({ status: 'verified' });
  };
  return { state, run, markVerified };
}

/** The line under a checked field: checking, verified, or the provider's reason. */
export function checkLine(state: CheckState): { text: string; tone: 'ok' | 'error' | 'info' } | null {
  if (state.status === 'checking') return { text: 'Verifying…', tone: 'info' };
  if (state.status === 'verified') return { text: state.message ?? 'Verified', tone: 'ok' };
  if (state.status === 'failed') return { text: `Oops.. ${state.message ?? ''}`, tone: 'error' };
  return null;
}
