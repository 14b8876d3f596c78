import { useState } from 'react';
import { newStaffFormSchema, type NewStaffRole } from '../../../../domain/schemas/admin.schema.ts';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { StaffFormSection } from '../../shared/staff/StaffFormSection.tsx';
import { addStaff, uploadAadhaar } from './admin.api.ts';
import { useCreateForm } from './use-create-form.ts';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const { submission, submit, backToList } = useCreateForm(LISTS[role]);
  const { errors } = submission;

  const onSubmit = submit(() => newStaffFormSchema(role).safeParse({ ...values, aadhaarFile: file?.name ?? '' }), async ({ aadhaarFile: _name, ...person }) => {
    const created = await addStaff(role, person);
    if (created.data.status === 1 && file) {
      // The scan belongs to the person just created, named by the server's answer.
      await uploadAadhaar(created.data.userName, file);
    }
    return `Done ! ${created.message}`;
  });

  return (
    <StaffFormSection titleId="new-staff-title" title={TITLES[role]} submission={submission} onSubmit={onSubmit} submitLabel="Add" busyLabel="Adding…" onResultClosed={backToList}>
      {FIELDS.map(([key, label, autoComplete]) => (
        <TextField key={key} label={label} name={key} autoComplete={autoComplete} value={values[key]} error={errors[key]}
          type={key === 'password' ? 'password' : key === 'emailId' ? 'email' : 'text'}
          {...(key === 'phoneNo' ? { inputMode: 'numeric' as const, maxLength: 10 } : {})}
          {...(key === 'panNo' ? { maxLength: 10 } : {})}
          onChange={(value) => { setValues((v) => ({ ...v, [key]: key === 'panNo' ? value.toUpperCase() : value })); submission.clearError(key); }} />
      ))}
      <div className="field">
        <label htmlFor="aadhaar-file">Aadhaar Card (PDF, JPG or PNG, up to 2 MB)</label>
        <input id="aadhaar-file" name="aadhaarFile" type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={errors.aadhaarFile ? true : undefined} aria-describedby={errors.aadhaarFile ? 'aadhaar-file-error' : undefined}
          onChange={(event) => { setFile(event.target.files?.[0] ?? null); submission.clearError('aadhaarFile'); }} />
        {errors.aadhaarFile ? <span id="aadhaar-file-error" className="field-error" role="alert">{errors.aadhaarFile}</span> : null}
      </div>
    </StaffFormSection>
  );
}

export const NewApproverPage = () => <NewStaffPage role="approver" />;
export const NewUnderwriterPage = () => <NewStaffPage role="underwriter" />;
