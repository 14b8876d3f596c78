import { useState } from 'react';
import { CONSENT_TEXTS } from '../../../../domain/consents.ts';
import { EXPERIENCE_BANDS, PREMISE_TYPES, TURNOVER_BANDS } from '../../../../domain/enums.ts';
import { businessHistorySchema } from '../../../../domain/schemas/business.schema.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { errorsOf, Select, StepActions, useValues, type Errors, type StepProps } from '../../shared/forms/form-kit.tsx';

/** Step 9: how long and how large the business is, its premises, and consent to read the returns. */
export function BusinessHistoryStep({ initial, busy, onNext, onBack }: StepProps) {
  const { values, set } = useValues(initial, { numberOfYears: '', annualTurnover: '', officePremise: '' });
  const [consented, setConsented] = useState(initial?.itReturnCondition === true);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { ...values, itReturnCondition: consented };
    const parsed = businessHistorySchema.safeParse(body);
    setErrors(parsed.success ? {} : errorsOf(parsed.error));
    if (parsed.success) onNext(body);
  }

  const form = { values, errors, set };
  return (
    <form onSubmit={submit} noValidate>
      <div className="card step-block">
        <Select form={form} name="numberOfYears" label="Number of Years in Business" choices={EXPERIENCE_BANDS} />
        <Select form={form} name="annualTurnover" label="Annual Turnover (₹ crore)" choices={TURNOVER_BANDS} />
        <Select form={form} name="officePremise" label="Office Premise" choices={PREMISE_TYPES} />
      </div>
      <Checkbox label={CONSENT_TEXTS.it_returns.text} checked={consented} onChange={setConsented} error={errors.itReturnCondition} />
      <StepActions busy={busy} onBack={onBack} />
    </form>
  );
}
