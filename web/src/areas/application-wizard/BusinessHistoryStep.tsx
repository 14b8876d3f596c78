import { EXPERIENCE_BANDS, PREMISE_TYPES, TURNOVER_BANDS } from '../../../../domain/enums.ts';
import { businessHistorySchema } from '../../../../domain/schemas/business.schema.ts';
import { Select } from '../../shared/forms/form-kit.tsx';
import { ReturnsConsentStep, type StepProps } from './step-form.tsx';

/** Step 9: how long and how large the business is, its premises, and consent to read the returns. */
export function BusinessHistoryStep(props: StepProps) {
  return (
    <ReturnsConsentStep {...props} schema={businessHistorySchema} defaults={{ numberOfYears: '', annualTurnover: '', officePremise: '' }}>
      {(form) => (
        <>
          <Select form={form} name="numberOfYears" label="Number of Years in Business" choices={EXPERIENCE_BANDS} />
          <Select form={form} name="annualTurnover" label="Annual Turnover (₹ crore)" choices={TURNOVER_BANDS} />
          <Select form={form} name="officePremise" label="Office Premise" choices={PREMISE_TYPES} />
        </>
      )}
    </ReturnsConsentStep>
  );
}
