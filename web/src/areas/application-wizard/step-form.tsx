import { useState } from 'react';
import type { z } from 'zod';
import { CONSENT_TEXTS } from '../../../../domain/consents.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { errorsOf, type BoundForm, type Errors, type Values } from '../../shared/forms/form-kit.tsx';

/** What every step receives from the wizard. */
export interface StepProps {
  initial: Record<string, unknown> | undefined;
  extras: Record<string, Record<string, unknown> | null>;
  busy: boolean;
  onNext: (data: Record<string, unknown>) => void;
  onBack?: (() => void) | undefined;
  today: Date;
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

/**
 * A step of one card of fields: its values, its errors, and `submitWith(schema, body)`, the submit
 * handler that sends `body` on only when the schema accepts it and otherwise shows each complaint.
 */
export function useStepForm(initial: Record<string, unknown> | undefined, defaults: Values, onNext: StepProps['onNext']) {
  const { values, setValues, set } = useValues(initial, defaults);
  const [errors, setErrors] = useState<Errors>({});
  const submitWith = (schema: z.ZodType, body: Record<string, unknown>) => (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(body);
    setErrors(parsed.success ? {} : errorsOf(parsed.error));
    if (parsed.success) onNext(body);
  };
  const form: BoundForm = { values, errors, set };
  return { values, setValues, errors, form, submitWith };
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

/** A step's form: its fields in one card, what follows the card (a consent), then Back and Next. */
export function StepForm({ onSubmit, busy, onBack, after, children }: { onSubmit: (event: React.FormEvent) => void; busy: boolean; onBack?: (() => void) | undefined; after?: React.ReactNode; children: React.ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="card step-block">{children}</div>
      {after}
      <StepActions busy={busy} onBack={onBack} />
    </form>
  );
}

/**
 * The salaried parent's employment and the business history: a card of fields, then the consent to
 * read the income-tax returns, which the step sends as `itReturnCondition`.
 */
export function ReturnsConsentStep({ initial, busy, onNext, onBack, schema, defaults, children }: StepProps & { schema: z.ZodType; defaults: Values; children: (form: BoundForm) => React.ReactNode }) {
  const [consented, setConsented] = useState(initial?.itReturnCondition === true);
  const { values, errors, form, submitWith } = useStepForm(initial, defaults, onNext);
  return (
    <StepForm onSubmit={submitWith(schema, { ...values, itReturnCondition: consented })} busy={busy} onBack={onBack}
      after={<Checkbox label={CONSENT_TEXTS.it_returns.text} checked={consented} onChange={setConsented} error={errors.itReturnCondition} />}>
      {children(form)}
    </StepForm>
  );
}
