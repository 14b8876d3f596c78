import { useState } from 'react';
import { CONSENT_TEXTS } from '../../../../domain/consents.ts';
import { ELECTRICITY_DISTRIBUTION_COMPANIES, KYC_DOCUMENT_TYPES, UTILITY_TYPES } from '../../../../domain/enums.ts';
import { identityScanFileName, profileImageFileName } from '../../../../domain/schemas/common.ts';
import { kycStepSchema } from '../../../../domain/schemas/kyc.schema.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { FileField } from '../../shared/ui/FileField.tsx';
import { errorsOf, Select, Text, type Errors } from '../../shared/forms/form-kit.tsx';
import { StepActions, useValues, type StepProps } from './step-form.tsx';
import { giveConsent, uploadFile } from './wizard.api.ts';

const KYC_LABELS: Record<string, string> = { aadhar: 'Aadhaar (masked)', voterid: 'Voter ID', passport: 'Passport' };
const UTILITY_LABELS: Record<string, string> = { electricity: 'Electricity', telephone: 'Telephone', lpg: 'LPG', png: 'PNG (piped gas)' };

const nameProblem = (schema: ReturnType<typeof profileImageFileName>) => (name: string) => {
  const parsed = schema.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** The utility's own fields, by its type, as the verify call names them. */
function utilityOf(v: Record<string, string>) {
  switch (v.type) {
    case 'electricity': return { type: 'electricity', customerId: v.customerId, electricityDistributionCompany: v.electricityDistributionCompany };
    case 'telephone': return { type: 'telephone', telephoneNumber: v.telephoneNumber, city: v.city };
    case 'lpg': return { type: 'lpg', lpgId: v.lpgId };
    case 'png': return { type: 'png', consumerId: v.consumerId, serviceProvider: v.serviceProvider };
    default: return { type: v.type };
  }
}

/** Step 4: profile photo, identity document (read by OCR) and a utility bill; e-KYC needs the parent's consent first. */
export function KycStep({ initial, extras, busy, onNext, onBack }: StepProps) {
  const k = extras.kyc ?? {};
  const s = (key: string) => (k[key] === null || k[key] === undefined ? '' : String(k[key]));
  const { values, set } = useValues(initial, {
    kycType: s('kyctype'), type: s('type'), customerId: s('customerid'), electricityDistributionCompany: s('electricity_company'),
    telephoneNumber: s('telephone_number'), city: s('city'), lpgId: s('lpgid'), consumerId: s('consumerid'), serviceProvider: s('service_provider'),
  });
  const [files, setFiles] = useState({ profilePic: s('profilepic_name'), kycDocument: k.kyc_status === 'verified' ? s('kycdocument_name') : '' });
  const [consented, setConsented] = useState(Boolean(k.kyctype || k.type));
  const [errors, setErrors] = useState<Errors>({});

  async function onConsent(checked: boolean) {
    setConsented(checked);
    if (checked) await giveConsent('kyc').catch(() => setConsented(false));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = kycStepSchema.safeParse({ kycType: values.kycType, kycDocument: files.kycDocument, profilePic: files.profilePic, utility: utilityOf(values) });
    const found = parsed.success ? {} : errorsOf(parsed.error);
    if (!consented) found.consent = 'Please give your consent for e-KYC.';
    setErrors(found);
    if (parsed.success && consented) onNext({ kycType: values.kycType, utility: utilityOf(values) });
  }

  const form = { values, errors, set };
  const uform = { ...form, prefix: 'utility' };
  return (
    <form onSubmit={submit} noValidate>
      <Checkbox label={CONSENT_TEXTS.kyc.text} checked={consented} onChange={(c) => void onConsent(c)} error={errors.consent} />
      <div className="card step-block">
        <FileField label="Profile Picture" accept=".jpg,.jpeg,.png,.gif" current={files.profilePic} checkName={nameProblem(profileImageFileName())}
          upload={(file) => uploadFile('PUT', '/users/uploadprofilepic', file)} onUploaded={(name) => setFiles((f) => ({ ...f, profilePic: name }))} error={errors.profilePic} />
        <Select form={form} name="kycType" label="KYC Document Type" choices={KYC_DOCUMENT_TYPES.map((t) => ({ value: t, label: KYC_LABELS[t] ?? t }))} />
        {values.kycType ? (
          <FileField label="KYC Document" accept=".pdf,.jpg,.jpeg,.png" current={files.kycDocument} checkName={nameProblem(identityScanFileName())}
            upload={(file) => (consented ? uploadFile('POST', '/verification/kycocr', file, { kyctype: values.kycType ?? '' }) : Promise.reject(new Error('Please give your consent for e-KYC.')))}
            onUploaded={(name) => setFiles((f) => ({ ...f, kycDocument: name }))} error={errors.kycDocument} />
        ) : null}
      </div>
      <div className="card step-block">
        <Select form={uform} name="type" label="Utility Bill Type" choices={UTILITY_TYPES.map((t) => ({ value: t, label: UTILITY_LABELS[t] ?? t }))} />
        {errors.utility ? <p className="field-error" role="alert">{errors.utility}</p> : null}
        {values.type === 'electricity' ? (
          <>
            <Text form={uform} name="customerId" label="Customer Id" maxLength={30} />
            <Select form={uform} name="electricityDistributionCompany" label="Electricity Distribution Company" choices={ELECTRICITY_DISTRIBUTION_COMPANIES} />
          </>
        ) : null}
        {values.type === 'telephone' ? (
          <>
            <Text form={uform} name="telephoneNumber" label="Telephone Number" inputMode="tel" maxLength={14} />
            <Text form={uform} name="city" label="City" maxLength={50} />
          </>
        ) : null}
        {values.type === 'lpg' ? <Text form={uform} name="lpgId" label="LPG Id" maxLength={30} /> : null}
        {values.type === 'png' ? (
          <>
            <Text form={uform} name="consumerId" label="Consumer Id" maxLength={30} />
            <Text form={uform} name="serviceProvider" label="Service Provider" maxLength={100} />
          </>
        ) : null}
      </div>
      <StepActions busy={busy} onBack={onBack} />
    </form>
  );
}
