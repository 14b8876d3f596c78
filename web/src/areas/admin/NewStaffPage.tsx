import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { newStaffFormSchema, type NewStaffRole } from '../../../../domain/schemas/admin.schema.ts';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { ResultDialog, failureResult, type DialogResult } from '../../shared/ui/ResultDialog.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { fieldErrors } from '../../shared/lib/form-errors.ts';
import { addStaff, uploadAadhaar } from './admin.api.ts';

const FIELDS = [
  ['firstName', 'First Name', 'given-name'], ['middleName', 'Middle Name', 'additional-name'], ['lastName', 'Last Name', 'family-name'],
  ['userName', 'Username', 'off'], ['password', 'Password', 'new-password'], ['phoneNo', 'Mobile No', 'tel-national'],
  ['emailId', 'Email Address', 'email'], ['panNo', 'PAN No', 'off'],
] as const;
type Values = Record<(typeof FIELDS)[number][0], string>;
const EMPTY: Values = { firstName: '', middleName: '', lastName: '', userName: '', password: '', phoneNo: '', emailId: '', panNo: '' };
const TITLES = { underwriter: 'Create New Underwriter', approver: 'Create New Approver' } as const;
const LISTS = { underwriter: ADMIN_PATHS.underwriters, approver: ADMIN_PATHS.approvers } as const;

/** /new-underwriter and /new-approver: the account, then the Aadhaar scan attached to that new person. */
export function NewStaffPage({ role }: { role: NewStaffRole }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = newStaffFormSchema(role).safeParse({ ...values, aadhaarFile: file?.name ?? '' });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const { aadhaarFile: _name, ...person } = parsed.data;
    try {
      const created = await addStaff(role, person);
      if (created.data.status === 1 && file) {
        // The scan belongs to the person just created, named by the server's answer.
        await uploadAadhaar(created.data.userName, file);
      }
      setDone(true);
      setResult({ tone: 'success', title: 'Success', text: `Done ! ${created.message}` });
    } catch (error) {
      setResult(error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, 'Some thing went wrong, Please Retry'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="new-staff-title">
      <h1 id="new-staff-title">{TITLES[role]}</h1>
      <Form className="staff-form" onSubmit={submit} validationBehavior="aria">
        <div className="form-grid">
          {FIELDS.map(([key, label, autoComplete]) => (
            <TextField key={key} label={label} name={key} autoComplete={autoComplete} value={values[key]} error={errors[key]}
              type={key === 'password' ? 'password' : key === 'emailId' ? 'email' : 'text'}
              {...(key === 'phoneNo' ? { inputMode: 'numeric' as const, maxLength: 10 } : {})}
              {...(key === 'panNo' ? { maxLength: 10 } : {})}
              onChange={(value) => { setValues((v) => ({ ...v, [key]: key === 'panNo' ? value.toUpperCase() : value })); setErrors(({ [key]: _, ...rest }) => rest); }} />
          ))}
          <div className="field">
            <label htmlFor="aadhaar-file">Aadhaar Card (PDF, JPG or PNG, up to 2 MB)</label>
            <input id="aadhaar-file" name="aadhaarFile" type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-invalid={errors.aadhaarFile ? true : undefined} aria-describedby={errors.aadhaarFile ? 'aadhaar-file-error' : undefined}
              onChange={(event) => { setFile(event.target.files?.[0] ?? null); setErrors(({ aadhaarFile: _, ...rest }) => rest); }} />
            {errors.aadhaarFile ? <span id="aadhaar-file-error" className="field-error" role="alert">{errors.aadhaarFile}</span> : null}
          </div>
        </div>
        <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Adding…' : 'Add'}</Button>
      </Form>
      <ResultDialog result={result} onClose={() => { setResult(null); if (done) void navigate(LISTS[role]); }} />
    </section>
  );
}

export const NewApproverPage = () => <NewStaffPage role="approver" />;
export const NewUnderwriterPage = () => <NewStaffPage role="underwriter" />;
