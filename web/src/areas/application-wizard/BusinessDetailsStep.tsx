import { BUSINESS_TYPES, COMPANY_TYPES, INDUSTRIES, REGISTERED_AS } from '../../../../domain/enums.ts';
import { businessDetailsSchema } from '../../../../domain/schemas/business.schema.ts';
import { Select, Text } from '../../shared/forms/form-kit.tsx';
import { StepForm, useStepForm, type StepProps } from './step-form.tsx';
import { usePincodeFill } from './use-pincode-fill.ts';

const LISTED: readonly string[] = INDUSTRIES;

/** Step 8: the business; an industry outside the list is the parent's own words, shown as Other. */
export function BusinessDetailsStep({ initial, busy, onNext, onBack }: StepProps) {
  const savedIndustry = String(initial?.industry ?? '');
  const { values, setValues, form, submitWith } = useStepForm(
    { ...initial, industry: savedIndustry && !LISTED.includes(savedIndustry) ? 'Other' : savedIndustry, otherIndustry: LISTED.includes(savedIndustry) ? '' : savedIndustry },
    { industry: '', otherIndustry: '', businessType: '', companyType: '', businessName: '', businessRegistered: '', businessNature: '', officeAddress: '', city: '', state: '', pincode: '' },
    onNext,
  );
  usePincodeFill(values.pincode ?? '', (found) => setValues((v) => ({ ...v, city: v.city || (found.city ?? ''), state: v.state || (found.state ?? '') })));
  const { otherIndustry, ...rest } = values;
  const body = values.industry === 'Other' ? { ...rest, otherIndustry } : rest;

  return (
    <StepForm onSubmit={submitWith(businessDetailsSchema, body)} busy={busy} onBack={onBack}>
      <Select form={form} name="industry" label="Industry" choices={INDUSTRIES} />
      {values.industry === 'Other' ? <Text form={form} name="otherIndustry" label="Other Industry" maxLength={100} /> : null}
      <Select form={form} name="companyType" label="Company Type" choices={COMPANY_TYPES} />
      <Select form={form} name="businessType" label="Business Type" choices={BUSINESS_TYPES} />
      <Text form={form} name="businessName" label="Business Name" maxLength={100} />
      <Select form={form} name="businessRegistered" label="Registered As" choices={REGISTERED_AS} />
      <Text form={form} name="businessNature" label="Nature of Business" maxLength={100} />
      <Text form={form} name="officeAddress" label="Office Address" maxLength={200} />
      <Text form={form} name="pincode" label="Pincode" inputMode="numeric" maxLength={6} />
      <Text form={form} name="city" label="City" maxLength={50} />
      <Text form={form} name="state" label="State" maxLength={50} />
    </StepForm>
  );
}
