import { useEffect, useState } from 'react';
import { ACCOUNT_TYPES, ACCOUNT_TYPES_WITH_SANCTION_LIMIT, BANKS, SALARIED_ACCOUNT_TYPES } from '../../../../domain/enums.ts';
import { bankStatementFileName, documentFileName } from '../../../../domain/schemas/common.ts';
import { GSTIN_PATTERN, IFSC_PATTERN, PAN_PATTERN } from '../../../../domain/schemas/identifiers.ts';
import { salariedDocumentsStep1FormSchema } from '../../../../domain/schemas/salaried-documents.schema.ts';
import { selfEmployedDocumentsFormSchema } from '../../../../domain/schemas/self-employed.schema.ts';
import { FileField } from '../../shared/ui/FileField.tsx';
import { RadioGroup } from '../../shared/ui/RadioGroup.tsx';
import { CheckLine } from './CheckLine.tsx';
import { CredentialsDialog } from './CredentialsDialog.tsx';
import { errorsOf, Select, Text, type Errors } from '../../shared/forms/form-kit.tsx';
import { StepActions, useValues, type StepProps } from './step-form.tsx';
import { useCheck } from './use-check.ts';
import { uploadFile } from './wizard.api.ts';

const problemWith = (rule: ReturnType<typeof documentFileName>) => (name: string) => {
  const parsed = rule.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};
const nameProblem = problemWith(documentFileName());
const statementNameProblem = problemWith(bankStatementFileName());
const ITR_OPTIONS = [{ value: 'ITR', label: 'Upload ITR / Form 16' }, { value: 'userid', label: 'Income-tax portal login' }];

/**
 * Steps 5 (salaried) and 7 (self-employed): PAN, GST, bank account and ITR. PAN, GSTIN, account and
 * ITR credentials are checked as soon as they are complete; the step saves only once they pass.
 */
export function DocumentsStep({ path, initial, extras, busy, onNext, onBack }: StepProps & { path: 'Salaried' | 'Self-Employed' }) {
  const salaried = path === 'Salaried';
  const files0 = (salaried ? extras.salaried1 : extras.self1) ?? {};
  const { values, set } = useValues(initial, {
    pan: '', gstNumber: '', accountNumber: '', ifscCode: '', accountType: '', bankName: '', sanctionLimit: '', itrtype: '',
    account_type: String(initial?.account_type ?? ''), bank_name: String(initial?.bank_name ?? ''),
  });
  const [files, setFiles] = useState({
    bankStatement: String(files0.bank_statement_name ?? ''), salarySlip: String(files0.salary_slip_name ?? ''), form16: String(files0.form16_name ?? ''),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [dialog, setDialog] = useState<'gst' | 'itr' | null>(null);
  const pan = useCheck('/verification/panauth');
  const account = useCheck('/verification/accountverify');
  const gst = useCheck('/verification/gstauth');
  const itr = useCheck('/documents/validateitr');
  const upper = (key: string) => (value: string) => set(key)(value.toUpperCase().trim());

  // What was saved had passed its checks when it was saved.
  useEffect(() => {
    if (!initial) return;
    pan.markVerified(String(initial.pan));
    account.markVerified(`${String(initial.accountNumber)}@${String(initial.ifscCode)}`);
    if (initial.gstNumber) gst.markVerified(String(initial.gstNumber));
    if (initial.itrtype === 'userid') itr.markVerified('saved');
  }, []);

  useEffect(() => {
    if (PAN_PATTERN.test(values.pan ?? '')) void pan.run(values.pan ?? '', { panNumber: values.pan });
  }, [values.pan]);
  useEffect(() => {
    const digits = salaried ? /^[0-9]{8,18}$/ : /^[0-9]{8,15}$/;
    if (digits.test(values.accountNumber ?? '') && IFSC_PATTERN.test(values.ifscCode ?? '')) {
      void account.run(`${values.accountNumber}@${values.ifscCode}`, { data: { accountNumber: values.accountNumber, ifsc: values.ifscCode } });
    }
  }, [values.accountNumber, values.ifscCode]);
  useEffect(() => {
    if (!salaried && GSTIN_PATTERN.test(values.gstNumber ?? '') && gst.state.status !== 'verified') setDialog('gst');
  }, [values.gstNumber]);

  function chooseItr(value: string) {
    set('itrtype')(value);
    if (value === 'userid' && itr.state.status !== 'verified') setDialog('itr');
  }

  function body() {
    const common = { pan: values.pan, accountNumber: values.accountNumber, ifscCode: values.ifscCode, itrtype: values.itrtype };
    return salaried
      ? { ...common, account_type: values.account_type, bank_name: values.bank_name }
      : { ...common, gstNumber: values.gstNumber, accountType: values.accountType, bankName: values.bankName, ...(values.sanctionLimit ? { sanctionLimit: values.sanctionLimit } : {}) };
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const form = { ...body(), bankStatement: files.bankStatement, form16: values.itrtype === 'ITR' ? files.form16 : null, ...(salaried ? { salarySlip: files.salarySlip } : {}) };
    const parsed = salaried ? salariedDocumentsStep1FormSchema.safeParse(form) : selfEmployedDocumentsFormSchema.safeParse(form);
    const found = parsed.success ? {} : errorsOf(parsed.error);
    if (!found.pan && pan.state.status !== 'verified') found.pan = 'Please wait for your PAN to be verified.';
    if (!found.accountNumber && account.state.status !== 'verified') found.accountNumber = 'Please wait for your bank account to be verified.';
    if (!salaried && !found.gstNumber && gst.state.status !== 'verified') found.gstNumber = 'Please verify your GST Number with the GST portal login.';
    if (values.itrtype === 'userid' && itr.state.status !== 'verified') found.itrtype = 'Please validate your ITR credentials.';
    setErrors(found);
    if (Object.keys(found).length === 0) onNext(body());
  }

  const form = { values, errors, set };
  const upload = (path: string, key: keyof typeof files, label: string, headers?: Record<string, string>) => (
    <FileField label={label} accept={key === 'bankStatement' ? '.pdf,.doc,.docx,.csv,.json' : '.pdf,.doc,.docx'} current={files[key]}
      checkName={key === 'bankStatement' ? statementNameProblem : nameProblem} error={errors[key]}
      upload={(file) => uploadFile('PUT', path, file, headers)} onUploaded={(name) => setFiles((f) => ({ ...f, [key]: name }))} />
  );
  return (
    <form onSubmit={submit} noValidate>
      <div className="card step-block">
        <Text form={{ ...form, set: () => upper('pan') }} name="pan" label="PAN" maxLength={10} autoComplete="off" />
        <CheckLine state={pan.state} />
        {!salaried ? (
          <>
            <Text form={{ ...form, set: () => upper('gstNumber') }} name="gstNumber" label="GST Number" maxLength={15} autoComplete="off" />
            <CheckLine state={gst.state} />
            {gst.state.status !== 'verified' && GSTIN_PATTERN.test(values.gstNumber ?? '') ? <button type="button" className="link-button" onClick={() => setDialog('gst')}>Enter GST portal login</button> : null}
          </>
        ) : null}
        <Select form={form} name={salaried ? 'bank_name' : 'bankName'} label="Bank Name" choices={BANKS} />
        <Select form={form} name={salaried ? 'account_type' : 'accountType'} label="Account Type" choices={salaried ? SALARIED_ACCOUNT_TYPES : ACCOUNT_TYPES} />
        {!salaried && (ACCOUNT_TYPES_WITH_SANCTION_LIMIT as readonly string[]).includes(values.accountType ?? '') ? (
          <Text form={form} name="sanctionLimit" label="Sanction Limit (₹)" inputMode="numeric" />
        ) : null}
        <Text form={form} name="accountNumber" label="Bank Account Number" inputMode="numeric" maxLength={salaried ? 18 : 15} autoComplete="off" />
        <Text form={{ ...form, set: () => upper('ifscCode') }} name="ifscCode" label="IFSC Code" maxLength={11} autoComplete="off" />
        <CheckLine state={account.state} />
      </div>
      <div className="card step-block">
        {upload('/documents/uploadbankstatement', 'bankStatement', 'Bank Statement (last 6 months)')}
        <p className="field-description">A PDF works; your bank's CSV download or an Account Aggregator file lets us read it at once.</p>
        {salaried ? upload('/documents/uploadsalaryslip', 'salarySlip', 'Salary Slip (last 3 months)') : null}
        <RadioGroup label="ITR Type" value={values.itrtype ?? ''} options={ITR_OPTIONS} onChange={chooseItr} error={errors.itrtype} />
        {values.itrtype === 'ITR' ? upload('/documents/uploadform16', 'form16', 'ITR / Form 16 (last 2 years)', { itrtype: 'ITR' }) : null}
        {values.itrtype === 'userid' ? (
          <>
            <CheckLine state={itr.state} />
            {itr.state.status !== 'verified' ? <button type="button" className="link-button" onClick={() => setDialog('itr')}>Enter income-tax portal login</button> : null}
          </>
        ) : null}
      </div>
      <CredentialsDialog title="GST Credentials" isOpen={dialog === 'gst'} onClose={() => setDialog(null)}
        onConfirm={(c) => void gst.run(values.gstNumber ?? '', { gstIn: values.gstNumber, ...c })} />
      <CredentialsDialog title="ITR Credentials" isOpen={dialog === 'itr'} onClose={() => setDialog(null)}
        onConfirm={(c) => void itr.run(`${c.username}:${Date.now()}`, { ...c, itrtype: 'userid' })} />
      <StepActions busy={busy} onBack={onBack} />
    </form>
  );
}
