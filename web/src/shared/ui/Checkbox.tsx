import { useId } from 'react';

interface Props {
  label: React.ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  name?: string;
}

/** A labelled checkbox (consents, the IT Return declaration) whose error is announced and tied to it. */
export function Checkbox({ label, checked, onChange, error, name }: Props) {
  const id = useId();
  return (
    <div className="field checkbox-line">
      <div className="checkbox-row">
        <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? <span id={`${id}-error`} className="field-error" role="alert">{error}</span> : null}
    </div>
  );
}
