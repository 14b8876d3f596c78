import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_TEXTS } from '../../../../domain/consents.ts';
import { APPLICATION_TENURES, QUARTERS } from '../../../../domain/enums.ts';
import { academicYearOptions, feeDetailsRequestSchema } from '../../../../domain/schemas/fee.schema.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { formatWholeRupees } from '../../shared/lib/format.ts';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { errorsOf, Select, Text, type Errors, type Values } from '../../shared/forms/form-kit.tsx';
import { StepActions, type StepProps } from './step-form.tsx';

const FEES = ['admissionFee', 'tutionFee', 'transportFee', 'uniformFee', 'studyMaterialFee', 'extracurricularFee'] as const;
const amount = (text: string | undefined) => (/^[0-9]+$/.test(text ?? '') ? Number(text) : 0);

/** The body of one fee entry as the call names it, from the strings the inputs hold. */
function entryOf(v: Values) {
  const total = FEES.reduce((sum, key) => sum + amount(v[key]), 0);
  return {
    academicYear: v.academicYear, quarter: v.quarter, admissionFee: v.admissionFee, tutionFee: v.tutionFee, transportFee: v.transportFee,
    otherFee: { uniformFee: v.uniformFee, studyMaterialFee: v.studyMaterialFee, extracurricularFee: v.extracurricularFee },
    totalFee: total, tenure: v.tenure, admissionNo: v.admissionNo,
  };
}

/** Step 10: each student's fees with a live total; Submit sends the application and opens the dashboard. */
export function FeeStep({ busy, onNext, onBack, today, admissionNumbers }: StepProps & { admissionNumbers: readonly string[] }) {
  const blank = (admissionNo: string): Values => ({
    academicYear: '', quarter: '', admissionFee: '', tutionFee: '', transportFee: '', uniformFee: '', studyMaterialFee: '', extracurricularFee: '', tenure: '', admissionNo,
  });
  const [entries, setEntries] = useState<Values[]>([blank(admissionNumbers[0] ?? ''), blank(admissionNumbers[1] ?? '')]);
  const [showSecond, setShowSecond] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const feeDetails = (showSecond ? entries : entries.slice(0, 1)).map(entryOf);
    const parsed = feeDetailsRequestSchema({ today }).safeParse({ feeDetails });
    const found = parsed.success ? {} : errorsOf(parsed.error);
    if (!agreed) found.declaration = 'Please agree to the declaration and the credit report check.';
    setErrors(found);
    if (parsed.success && agreed) onNext({ feeDetails });
  }

  const block = (index: number) => {
    const values = entries[index] as Values;
    const set = (key: string) => (value: string) => setEntries((all) => all.map((e, i) => (i === index ? { ...e, [key]: value } : e)));
    const form = { values, errors, set, prefix: `feeDetails.${index}` };
    const other = { ...form, prefix: `feeDetails.${index}.otherFee` };
    const total = entryOf(values).totalFee;
    return (
      <fieldset className="card step-block" key={index}>
        <legend>{index === 0 ? 'Fees' : 'Fees of the second student'}</legend>
        <Select form={form} name="admissionNo" label="Student (Admission Number)" choices={admissionNumbers} />
        <Select form={form} name="academicYear" label="Academic Year" choices={academicYearOptions(today)} />
        <Select form={form} name="quarter" label="Quarter" choices={QUARTERS} />
        <Text form={form} name="admissionFee" label="Admission Fee (₹)" inputMode="numeric" />
        <Text form={form} name="tutionFee" label="Tuition Fee (₹)" inputMode="numeric" />
        <Text form={form} name="transportFee" label="Transport Fee (₹)" inputMode="numeric" />
        <Text form={other} name="uniformFee" label="Uniform Fee (₹, optional)" inputMode="numeric" />
        <Text form={other} name="studyMaterialFee" label="Study Material Fee (₹, optional)" inputMode="numeric" />
        <Text form={other} name="extracurricularFee" label="Extracurricular Fee (₹, optional)" inputMode="numeric" />
        <p className="fee-total" aria-live="polite">Total Fee: <strong data-testid={`total-fee-${index}`}>{formatWholeRupees(total)}</strong></p>
        {errors[`feeDetails.${index}.totalFee`] ? <p className="field-error" role="alert">{errors[`feeDetails.${index}.totalFee`]}</p> : null}
        <Select form={form} name="tenure" label="Tenure" choices={APPLICATION_TENURES.map((m) => ({ value: String(m), label: `${m} Months` }))} />
      </fieldset>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      {block(0)}
      {showSecond ? block(1) : null}
      {admissionNumbers.length > 1 ? <button type="button" className="link-button" onClick={() => setShowSecond((s) => !s)}>{showSecond ? 'Remove second fee' : 'Add Fee'}</button> : null}
      <Checkbox
        label={<>{CONSENT_TEXTS.bureau_pull.text} (<Link to={PUBLIC_PATHS.terms} target="_blank">read the declaration</Link>)</>}
        checked={agreed} onChange={setAgreed} error={errors.declaration} />
      <StepActions busy={busy} onBack={onBack} nextLabel="SUBMIT" />
    </form>
  );
}
