import { useState } from 'react';
import type { z } from 'zod';
import { failureDialog, type DialogResult } from '../ui/ResultDialog.tsx';
import { fieldErrors } from '../lib/form-errors.ts';

/** What a checked form shows while and after it is sent. */
export interface Submission {
  errors: Record<string, string>;
  busy: boolean;
  result: DialogResult | null;
  /** The field was edited: its complaint goes until the next submit. */
  clearError: (key: string) => void;
  closeResult: () => void;
}

/**
 * A form checked by a schema before it is sent: each field's first complaint, the busy flag while the
 * call runs, and the result dialog, where a failure is worded as the catalogue words it.
 * `submit(parse, send)` makes the form's submit handler; `send` answers the dialog to show, if any.
 */
export function useCheckedSubmit() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);

  const submit = <T>(parse: () => z.ZodSafeParseResult<T> | null, send: (data: T) => Promise<DialogResult | void>) => async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parse();
    if (!parsed) return;
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const shown = await send(parsed.data);
      if (shown) setResult(shown);
    } catch (error) {
      setResult(failureDialog(error));
    } finally {
      setBusy(false);
    }
  };

  const submission: Submission = {
    errors, busy, result,
    clearError: (key) => setErrors(({ [key]: _, ...rest }) => rest),
    closeResult: () => setResult(null),
  };
  return { submission, submit };
}

/** What a screen that is one checked form draws around its fields: its title, the submit button, the result. */
export interface CheckedFormFrameProps {
  titleId: string;
  title: string;
  submission: Submission;
  onSubmit: (event: React.FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  children: React.ReactNode;
}
