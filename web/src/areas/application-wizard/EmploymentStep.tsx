import { useState } from 'react';
import { CONSENT_TEXTS } from '../../../../domain/consents.ts';
import { EMPLOYMENT_SECTORS, EXPERIENCE_BANDS } from '../../../../domain/enums.ts';
import { salariedDocumentsStep2Schema } from '../../../../domain/schemas/salaried-documents.schema.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { errorsOf, Select, StepActions, Text, useValues, type Errors, type StepProps } from '../../shared/forms/form-kit.tsx';

/** Step 6: the salaried parent's work, and consent to read the income-tax returns. */
export function EmploymentStep({ initial, busy, onNext, onBack }: StepProps) {
  const { values, set } = useValues(initial, { totalWorkExperience: '', employmentSector: '', currentCompany: '', designation: '', workExperience: '' });
  const [consented, setConsented] = useState(initial?.itReturnCondition === true);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { ...values, itReturnCondition: consented };
    const parsed = salariedDocumentsStep2Schema.safeParse(body);
    setErrors(parsed.success ? {} : errorsOf(parsed.error));
    if (parsed.success) onNext(body);
  }

  const form = { values, errors, set };
  return (
    <form onSubmit={submit} noValidate>
      <div className="card step-block">
        <Select form={form} name="totalWorkExperience" label="Total Work Experience (years)" choices={EXPERIENCE_BANDS} />
        <Select form={form} name="employmentSector" label="Employment Sector" choices={EMPLOYMENT_SECTORS} />
        <Text form={form} name="currentCompany" label="Company Name" maxLength={100} autoComplete="organization" />
        <Text form={form} name="designation" label="Designation" maxLength={100} autoComplete="organization-title" />
        <Select form={form} name="workExperience" label="Work Experience in current company (years)" choices={EXPERIENCE_BANDS} />
      </div>
      <Checkbox label={CONSENT_TEXTS.it_returns.text} checked={consented} onChange={setConsented} error={errors.itReturnCondition} />
      <StepActions busy={busy} onBack={onBack} />
    </form>
  );
}
