import { useState } from 'react';
import type { z } from 'zod';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

/** Every field's first message of a failed parse, by its dotted path ('studentdetails.0.pincode'). */
export function errorsOf(error: z.ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A step's values as strings (what inputs hold), prefilled from what was saved. */
export function useValues(initial: Record<string, unknown> | undefined, defaults: Values) {
  const [values, setValues] = useState<Values>(() => {
    const merged: Values = { ...defaults };
    for (const [key, value] of Object.entries(initial ?? {})) if (typeof value === 'string' || typeof value === 'number') merged[key] = String(value);
    return merged;
  });
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return { values, setValues, set };
}

export const options = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v), label: String(v) }));

interface Bound {
  values: Values;
  errors: Errors;
  set: (key: string) => (value: string) => void;
  prefix?: string;
}

/** A text input bound to a step's values and errors. */
export function Text({ form, name, label, ...rest }: { form: Bound; name: string; label: string; type?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'text'; maxLength?: number; description?: string; autoComplete?: string; isReadOnly?: boolean; onBlur?: () => void }) {
  const key = form.prefix ? `${form.prefix}.${name}` : name;
  return <TextField label={label} name={name} value={form.values[name] ?? ''} onChange={form.set(name)} error={form.errors[key]} {...rest} />;
}

/** A dropdown bound to a step's values and errors. */
export function Select({ form, name, label, choices }: { form: Bound; name: string; label: string; choices: readonly (string | number)[] | readonly { value: string; label: string }[] }) {
  const key = form.prefix ? `${form.prefix}.${name}` : name;
  const list = choices.map((c) => (typeof c === 'object' ? c : { value: String(c), label: String(c) }));
  return <SelectField label={label} name={name} value={form.values[name] ?? ''} options={list} onChange={form.set(name)} error={form.errors[key]} placeholder="Select" />;
}

/** Back and Next (or the last step's Submit); Back never saves. */
export function StepActions({ onBack, busy, nextLabel = 'Next' }: { onBack?: (() => void) | undefined; busy: boolean; nextLabel?: string }) {
  return (
    <div className="button-row wizard-actions">
      {onBack ? <button type="button" className="button secondary" onClick={onBack} disabled={busy}>Back</button> : null}
      <button type="submit" className="button primary" disabled={busy}>{busy ? 'Saving…' : nextLabel}</button>
    </div>
  );
}

/** What every step receives from the wizard. */
export interface StepProps {
  initial: Record<string, unknown> | undefined;
  extras: Record<string, Record<string, unknown> | null>;
  busy: boolean;
  onNext: (data: Record<string, unknown>) => void;
  onBack?: (() => void) | undefined;
  today: Date;
}
