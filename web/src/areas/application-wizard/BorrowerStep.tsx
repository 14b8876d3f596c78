import { EMPLOYMENT_STATUSES, PROFESSIONS, RELATIONSHIPS } from '../../../../domain/enums.ts';
import { borrowerDetailsSchema } from '../../../../domain/schemas/borrower.schema.ts';
import { BORROWER_AGE, dateOfBirthBounds } from '../../../../domain/schemas/dates.ts';
import { Select, Text } from '../../shared/forms/form-kit.tsx';
import { StepForm, useStepForm, type StepProps } from './step-form.tsx';

const LISTED: readonly string[] = PROFESSIONS;

/** Step 2: the parent's details; name and mobile are read-only, and Self-Employed asks for the profession. */
export function BorrowerStep({ initial, extras, busy, onNext, onBack, today }: StepProps) {
  const savedProfession = String(initial?.profession ?? '');
  const { values, form, submitWith } = useStepForm(
    { ...initial, profession: savedProfession && !LISTED.includes(savedProfession) ? 'Other' : savedProfession, otherProfession: LISTED.includes(savedProfession) ? '' : savedProfession },
    { email: '', dob: '', empStatus: '', relationship: '', profession: '', otherProfession: '' },
    onNext,
  );
  const bounds = dateOfBirthBounds({ today, ...BORROWER_AGE });
  const me = extras.profile;
  const selfEmployed = values.empStatus === 'Self-Employed';
  const body = {
    email: values.email, dob: values.dob, empStatus: values.empStatus, relationship: values.relationship,
    ...(selfEmployed ? { profession: values.profession, ...(values.profession === 'Other' ? { otherProfession: values.otherProfession } : {}) } : {}),
  };

  return (
    <StepForm onSubmit={submitWith(borrowerDetailsSchema({ today }), body)} busy={busy} onBack={onBack}>
      <dl className="facts">
        <div><dt>Name</dt><dd>{String(me?.userName ?? '')}</dd></div>
        <div><dt>Mobile Number</dt><dd>{String(me?.phoneno ?? '')}</dd></div>
      </dl>
      <Text form={form} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
      <Text form={form} name="dob" label="Date of Birth" type="date" description={`Between ${bounds.min} and ${bounds.max}`} />
      <Select form={form} name="relationship" label="Relationship with the student" choices={RELATIONSHIPS} />
      <Select form={form} name="empStatus" label="Employment Status" choices={EMPLOYMENT_STATUSES} />
      {values.empStatus === 'Self-Employed' ? <Select form={form} name="profession" label="Profession" choices={PROFESSIONS} /> : null}
      {values.empStatus === 'Self-Employed' && values.profession === 'Other' ? <Text form={form} name="otherProfession" label="Other Profession" maxLength={50} /> : null}
    </StepForm>
  );
}
