import { useId } from 'react';
import type { ChoiceFieldProps } from './choice-field.ts';

interface Props extends ChoiceFieldProps {
  name?: string;
  placeholder?: string;
}

/** A native select: light on low-end phones, and the platform's own picker on touch screens. */
export function SelectField({ label, value, options, onChange, error, name, placeholder }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {error ? <span id={errorId} className="field-error" role="alert">{error}</span> : null}
    </div>
  );
}
