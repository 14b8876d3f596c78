import { RESIDENCE_TYPES, RESIDENCE_YEARS } from '../../../../domain/enums.ts';
import { addressSchema } from '../../../../domain/schemas/address.schema.ts';
import { Select, Text } from '../../shared/forms/form-kit.tsx';
import { StepForm, useStepForm, type StepProps } from './step-form.tsx';
import { usePincodeFill } from './use-pincode-fill.ts';

/** Step 3: the home address; a known pincode fills city and state. */
export function AddressStep({ initial, busy, onNext, onBack }: StepProps) {
  const { values, setValues, form, submitWith } = useStepForm(initial, {
    residenceType: '', livingYears: '', addressLine1: '', addressLine2: '', addressLine3: '', landmark: '', city: '', state: '', pincode: '',
  }, onNext);
  usePincodeFill(values.pincode ?? '', (found) => setValues((v) => ({ ...v, city: v.city || (found.city ?? ''), state: v.state || (found.state ?? '') })));

  return (
    <StepForm onSubmit={submitWith(addressSchema, values)} busy={busy} onBack={onBack}>
      <Select form={form} name="residenceType" label="Residence Type" choices={RESIDENCE_TYPES} />
      <Select form={form} name="livingYears" label="Current Residence (years)" choices={RESIDENCE_YEARS} />
      <Text form={form} name="addressLine1" label="Address Line 1" maxLength={100} autoComplete="address-line1" />
      <Text form={form} name="addressLine2" label="Address Line 2" maxLength={100} autoComplete="address-line2" />
      <Text form={form} name="addressLine3" label="Address Line 3" maxLength={100} autoComplete="address-line3" />
      <Text form={form} name="landmark" label="Landmark" maxLength={100} />
      <Text form={form} name="pincode" label="Pincode" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
      <Text form={form} name="city" label="City" maxLength={50} autoComplete="address-level2" />
      <Text form={form} name="state" label="State" maxLength={50} autoComplete="address-level1" />
    </StepForm>
  );
}
