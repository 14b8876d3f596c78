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

/** A form's values and errors, and the setter of one field, that Text and Select bind to. */
export interface BoundForm {
  values: Values;
  errors: Errors;
  set: (key: string) => (value: string) => void;
  prefix?: string;
}

/** A text input bound to a form's values and errors. */
export function Text({ form, name, label, ...rest }: { form: BoundForm; name: string; label: string; type?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'text'; maxLength?: number; description?: string; autoComplete?: string; isReadOnly?: boolean; onBlur?: () => void }) {
  const key = form.prefix ? `${form.prefix}.${name}` : name;
  return <TextField label={label} name={name} value={form.values[name] ?? ''} onChange={form.set(name)} error={form.errors[key]} {...rest} />;
}

/** A dropdown bound to a form's values and errors. */
export function Select({ form, name, label, choices }: { form: BoundForm; name: string; label: string; choices: readonly (string | number)[] | readonly { value: string; label: string }[] }) {
  const key = form.prefix ? `${form.prefix}.${name}` : name;
  const list = choices.map((c) => (typeof c === 'object' ? c : { value: String(c), label: String(c) }));
  return <SelectField label={label} name={name} value={form.values[name] ?? ''} options={list} onChange={form.set(name)} error={form.errors[key]} placeholder="Select" />;
}
