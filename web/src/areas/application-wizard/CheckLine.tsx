import { checkLine, type CheckState } from './use-check.ts';

/** The outcome of an instant check, announced politely under its field. */
export function CheckLine({ state }: { state: CheckState }) {
  const line = checkLine(state);
  if (!line) return null;
  return <p className={`check-line check-${line.tone}`} role={line.tone === 'error' ? 'alert' : 'status'}>{line.text}</p>;
}
