import { useState } from 'react';
import { REGIONS } from '../../../../domain/enums-lifecycle.ts';
import { newSchoolSchema } from '../../../../domain/schemas/admin.schema.ts';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { SelectField } from '../../shared/ui/SelectField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { addSchool } from './admin.api.ts';
import { useCreateForm } from './use-create-form.ts';
import { StaffFormSection } from '../../shared/staff/StaffFormSection.tsx';

const FIELDS = [
  ['firstName', 'First Name'], ['middleName', 'Middle Name'], ['lastName', 'Last Name'], ['emailId', 'Email'], ['phoneNo', 'Mobile'],
  ['schoolName', 'Full Name of School'], ['schoolAddress', 'School Address'], ['branchName', 'Branch Name'], ['pincode', 'Pincode'],
] as const;
type Values = Record<(typeof FIELDS)[number][0] | 'region', string>;
const EMPTY: Values = { firstName: '', middleName: '', lastName: '', emailId: '', phoneNo: '', schoolName: '', schoolAddress: '', branchName: '', pincode: '', region: '' };

/** /new-school (002, section 2.8): the school and its contact person; no password, schools do not sign in. */
export default function NewSchoolPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const { submission, submit, backToList } = useCreateForm(ADMIN_PATHS.schools);
  const edit = (key: keyof Values, value: string) => { setValues((v) => ({ ...v, [key]: value })); submission.clearError(key); };

  const onSubmit = submit(() => newSchoolSchema.safeParse(values), async (school) => `Done ! ${(await addSchool(school)).message}`);

  return (
    <StaffFormSection titleId="new-school-title" title="Create New School" submission={submission} onSubmit={onSubmit} submitLabel="Add School" busyLabel="Adding…" onResultClosed={backToList}>
      {FIELDS.map(([key, label]) => (
        <TextField key={key} label={label} name={key} value={values[key]} error={submission.errors[key]} type={key === 'emailId' ? 'email' : 'text'}
          {...(key === 'phoneNo' ? { inputMode: 'numeric' as const, maxLength: 10 } : key === 'pincode' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
          onChange={(value) => edit(key, value)} />
      ))}
      <SelectField label="Region" name="region" value={values.region} placeholder="Select" error={submission.errors.region}
        options={REGIONS.map((r) => ({ value: r, label: r }))} onChange={(region) => edit('region', region)} />
    </StaffFormSection>
  );
}
