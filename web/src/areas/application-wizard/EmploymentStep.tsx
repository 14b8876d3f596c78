import { EMPLOYMENT_SECTORS, EXPERIENCE_BANDS } from '../../../../domain/enums.ts';
import { salariedDocumentsStep2Schema } from '../../../../domain/schemas/salaried-documents.schema.ts';
import { Select, Text } from '../../shared/forms/form-kit.tsx';
import { ReturnsConsentStep, type StepProps } from './step-form.tsx';

/** Step 6: the salaried parent's work, and consent to read the income-tax returns. */
export function EmploymentStep(props: StepProps) {
  return (
    <ReturnsConsentStep {...props} schema={salariedDocumentsStep2Schema}
      defaults={{ totalWorkExperience: '', employmentSector: '', currentCompany: '', designation: '', workExperience: '' }}>
      {(form) => (
        <>
          <Select form={form} name="totalWorkExperience" label="Total Work Experience (years)" choices={EXPERIENCE_BANDS} />
          <Select form={form} name="employmentSector" label="Employment Sector" choices={EMPLOYMENT_SECTORS} />
          <Text form={form} name="currentCompany" label="Company Name" maxLength={100} autoComplete="organization" />
          <Text form={form} name="designation" label="Designation" maxLength={100} autoComplete="organization-title" />
          <Select form={form} name="workExperience" label="Work Experience in current company (years)" choices={EXPERIENCE_BANDS} />
        </>
      )}
    </ReturnsConsentStep>
  );
}
