import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { REGIONS } from '../../../../domain/enums-lifecycle.ts';
import { newSchoolSchema } from '../../../../domain/schemas/admin.schema.ts';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { ResultDialog, failureResult, type DialogResult } from '../../shared/ui/ResultDialog.tsx';
import { SelectField } from '../../shared/ui/SelectField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { fieldErrors } from '../../shared/lib/form-errors.ts';
import { addSchool } from './admin.api.ts';

const FIELDS = [
  ['firstName', 'First Name'], ['middleName', 'Middle Name'], ['lastName', 'Last Name'], ['emailId', 'Email'], ['phoneNo', 'Mobile'],
  ['schoolName', 'Full Name of School'], ['schoolAddress', 'School Address'], ['branchName', 'Branch Name'], ['pincode', 'Pincode'],
] as const;
type Values = Record<(typeof FIELDS)[number][0] | 'region', string>;
const EMPTY: Values = { firstName: '', middleName: '', lastName: '', emailId: '', phoneNo: '', schoolName: '', schoolAddress: '', branchName: '', pincode: '', region: '' };

/** /new-school (002, section 2.8): the school and its contact person; no password, schools do not sign in. */
export default function NewSchoolPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = newSchoolSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = await addSchool(parsed.data);
      setDone(true);
      setResult({ tone: 'success', title: 'Success', text: `Done ! ${answer.message}` });
    } catch (error) {
      setResult(error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, 'Some thing went wrong, Please Retry'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="new-school-title">
      <h1 id="new-school-title">Create New School</h1>
      <Form className="staff-form" onSubmit={submit} validationBehavior="aria">
        <div className="form-grid">
          {FIELDS.map(([key, label]) => (
            <TextField key={key} label={label} name={key} value={values[key]} error={errors[key]} type={key === 'emailId' ? 'email' : 'text'}
              {...(key === 'phoneNo' ? { inputMode: 'numeric' as const, maxLength: 10 } : key === 'pincode' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
              onChange={(value) => { setValues((v) => ({ ...v, [key]: value })); setErrors(({ [key]: _, ...rest }) => rest); }} />
          ))}
          <SelectField label="Region" name="region" value={values.region} placeholder="Select" error={errors.region}
            options={REGIONS.map((r) => ({ value: r, label: r }))} onChange={(region) => { setValues((v) => ({ ...v, region })); setErrors(({ region: _, ...rest }) => rest); }} />
        </div>
        <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Adding…' : 'Add School'}</Button>
      </Form>
      <ResultDialog result={result} onClose={() => { setResult(null); if (done) void navigate(ADMIN_PATHS.schools); }} />
    </section>
  );
}
