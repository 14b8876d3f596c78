import { useId, useState } from 'react';

interface Props {
  label: string;
  /** What the server already holds, shown until another file is chosen. */
  current?: string | null | undefined;
  accept: string;
  /** Checks the name (000, section 5) before anything is sent; answers a message to show, or nothing. */
  checkName: (name: string) => string | undefined;
  /** Sends the file; answers the server's message or throws with one. */
  upload: (file: File) => Promise<string>;
  onUploaded: (name: string) => void;
  error?: string | undefined;
}

/** Choose a file and it is sent at once; the name rule is checked first, and a refused name is not shown. */
export function FileField({ label, current, accept, checkName, upload, onUploaded, error }: Props) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; message?: string; problem?: string }>({ busy: false });
  const shown = state.problem ?? error;

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkName(file.name);
    if (problem) return setState({ busy: false, problem });
    setState({ busy: true });
    try {
      const message = await upload(file);
      setState({ busy: false, message: `Done ! ${message}` });
      onUploaded(file.name);
    } catch (e) {
      setState({ busy: false, problem: e instanceof Error ? e.message : 'Some thing went wrong, Please Retry' });
    }
  }

  return (
    <div className="field file-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={accept} onChange={(e) => void onChange(e)} aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-status`} disabled={state.busy} />
      <span id={`${id}-status`} className="field-description" role="status">
        {state.busy ? 'Uploading…' : state.message ?? (current ? `Uploaded: ${current}` : 'No file chosen yet')}
      </span>
      {shown ? <span className="field-error" role="alert">{shown}</span> : null}
    </div>
  );
}
