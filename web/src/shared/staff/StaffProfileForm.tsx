import { useEffect, useState } from 'react';
import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import { staffProfileSchema, type StaffProfile } from '../../../../domain/schemas/staff.schema.ts';
import { TextField } from '../ui/TextField.tsx';
import { useCheckedSubmit } from '../forms/use-checked-submit.ts';
import { ApiError, NO_ANSWER } from '../lib/api-client.ts';
import { StaffFormSection } from './StaffFormSection.tsx';

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

/** A staff member's own details (001 section 2.13, 002 section 2.6): loads on open, saves on SAVE. */
export function StaffProfileForm<R extends StaffRole>({ role, load, save, successText }: StaffProfileFormProps<R>) {
  const [values, setValues] = useState<Values | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { submission, submit } = useCheckedSubmit();

  useEffect(() => {
    load(role)
      .then((p) => setValues({ firstName: p.firstname, middleName: p.middlename, lastName: p.lastname, userName: p.username, phoneNo: p.phoneno.replace(/^\+91/, ''), emailId: p.emailid }))
      .catch((error: unknown) => setLoadError(error instanceof ApiError ? error.message : NO_ANSWER));
  }, [role]);

  const onSubmit = submit(() => (values ? staffProfileSchema(role).safeParse(values) : null), async (profile) => {
    const answer = await save(role, profile);
    localStorage.setItem('userName', profile.userName);
    localStorage.setItem(role, `${profile.firstName} ${profile.lastName}`);
    return { tone: 'success', title: 'Success', text: successText(answer.message) };
  });

  const status = loadError ? <p role="alert">Sorry, {loadError} ! please try again.</p> : !values ? <p role="status">Loading…</p> : null;
  return (
    <StaffFormSection titleId="profile-title" title="Profile" submission={submission} onSubmit={onSubmit} submitLabel="SAVE" busyLabel="Saving…" status={status}>
      {FIELDS.map(([key, label]) => (
        <TextField key={key} label={label} name={key} value={values?.[key] ?? ''} error={submission.errors[key]} type={key === 'emailId' ? 'email' : 'text'}
          {...(key === 'phoneNo' ? { inputMode: 'numeric' as const, maxLength: 10 } : {})}
          onChange={(value) => { setValues((v) => (v ? { ...v, [key]: value } : v)); submission.clearError(key); }} />
      ))}
    </StaffFormSection>
  );
}
