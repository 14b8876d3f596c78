import { useState } from 'react';
import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import { staffLoginSchema } from '../../../../domain/schemas/auth.schema.ts';
import { TextField } from '../ui/TextField.tsx';
import { useCheckedSubmit } from '../forms/use-checked-submit.ts';
import { loginStaff } from './staff-auth.api.ts';
import { StaffEntryCard } from './StaffEntryCard.tsx';
import { saveStaffSession, type StaffSession } from './staff-session.ts';

interface Props {
  role: StaffRole;
  title: string;
  onSignedIn: (session: StaffSession) => void;
  /** The reviewers' Forgot Password link; the administrator has none. */
  forgotPassword?: React.ReactNode;
}

/** User name and password for any staff role, checked with the same schema the server uses. */
export function StaffLoginForm({ role, title, onSignedIn, forgotPassword }: Props) {
  const [values, setValues] = useState({ userName: '', password: '' });
  const { submission, submit } = useCheckedSubmit();
  const { errors } = submission;
  const schema = staffLoginSchema(role);

  const onSubmit = submit(() => schema.safeParse(values), async (credentials) => {
    const { session } = await loginStaff(role, credentials);
    saveStaffSession(session);
    onSignedIn(session);
  });

  return (
    <StaffEntryCard titleId="staff-login-title" title={title} submission={submission} onSubmit={onSubmit} submitLabel="Log In" busyLabel="Logging in…">
      <TextField label="Username" name="userName" autoComplete="username" value={values.userName} error={errors.userName}
        onChange={(userName) => setValues((v) => ({ ...v, userName }))} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={values.password} error={errors.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))} />
      {forgotPassword}
    </StaffEntryCard>
  );
}
