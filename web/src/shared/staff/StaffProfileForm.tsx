import { useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import { staffProfileSchema, type StaffProfile } from '../../../../domain/schemas/staff.schema.ts';
import { ResultDialog, failureResult, type DialogResult } from '../ui/ResultDialog.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ApiError } from '../lib/api-client.ts';
import { fieldErrors } from '../lib/form-errors.ts';
import './staff-shell.css';

const FIELDS = [
  ['firstName', 'First Name'], ['middleName', 'Middle Name'], ['lastName', 'Last Name'], ['userName', 'Username'], ['phoneNo', 'Mobile No'], ['emailId', 'Email Address'],
] as const;
type Values = Record<(typeof FIELDS)[number][0], string>;

/** The profile as GET /{role}/getprofiledetails answers it. */
export interface StaffProfileView { firstname: string; middlename: string; lastname: string; phoneno: string; username: string; emailid: string }

/** What differs between the staff roles' profile screens: the role (which picks the schema's messages), the calls, the success line. */
export interface StaffProfileFormProps<R extends StaffRole> {
  role: R;
  load: (role: R) => Promise<StaffProfileView>;
  save: (role: R, profile: StaffProfile) => Promise<{ message: string }>;
  /** The success dialog's text around the server's message (001 and 002 word it differently). */
  successText: (message: string) => string;
}

const NETWORK_FAILURE = 'Some thing went wrong, Please Retry';

/** A staff member's own details (001 section 2.13, 002 section 2.6): loads on open, saves on SAVE. */
export function StaffProfileForm<R extends StaffRole>({ role, load, save, successText }: StaffProfileFormProps<R>) {
  const [values, setValues] = useState<Values | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);

  useEffect(() => {
    load(role)
      .then((p) => setValues({ firstName: p.firstname, middleName: p.middlename, lastName: p.lastname, userName: p.username, phoneNo: p.phoneno.replace(/^\+91/, ''), emailId: p.emailid }))
      .catch((error: unknown) => setLoadError(error instanceof ApiError ? error.message : NETWORK_FAILURE));
  }, [role]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!values) return;
    const parsed = staffProfileSchema(role).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = await save(role, parsed.data);
      localStorage.setItem('userName', parsed.data.userName);
      localStorage.setItem(role, `${parsed.data.firstName} ${parsed.data.lastName}`);
      setResult({ tone: 'success', title: 'Success', text: successText(answer.message) });
    } catch (error) {
      setResult(error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, NETWORK_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      {loadError ? <p role="alert">Sorry, {loadError} ! please try again.</p> : !values ? <p role="status">Loading…</p> : (
        <Form className="staff-form" onSubmit={submit} validationBehavior="aria">
          <div className="form-grid">
            {FIELDS.map(([key, label]) => (
              <TextField key={key} label={label} name={key} value={values[key]} error={errors[key]} type={key === 'emailId' ? 'email' : 'text'}
                {...(key === 'phoneNo' ? { inputMode: 'numeric' as const, maxLength: 10 } : {})}
                onChange={(value) => { setValues((v) => (v ? { ...v, [key]: value } : v)); setErrors(({ [key]: _, ...rest }) => rest); }} />
            ))}
          </div>
          <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Saving…' : 'SAVE'}</Button>
        </Form>
      )}
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </section>
  );
}
