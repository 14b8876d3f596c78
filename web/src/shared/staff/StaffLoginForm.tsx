import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import type { StaffRole } from '../../../../domain/enums-lifecycle.ts';
import { staffLoginSchema } from '../../../../domain/schemas/auth.schema.ts';
import { ResultDialog, failureResult, type DialogResult } from '../ui/ResultDialog.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ApiError } from '../lib/api-client.ts';
import { fieldErrors } from '../lib/form-errors.ts';
import { loginStaff } from './staff-auth.api.ts';
import { saveStaffSession, type StaffSession } from './staff-session.ts';
import './staff-auth.css';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);
  const schema = staffLoginSchema(role);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const { session } = await loginStaff(role, parsed.data);
      saveStaffSession(session);
      onSignedIn(session);
    } catch (error) {
      setResult(error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, 'Some thing went wrong, Please Retry'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="staff-login">
      <Form className="staff-login-card" onSubmit={submit} validationBehavior="aria" aria-labelledby="staff-login-title">
        <p className="staff-login-brand">FeeSetu</p>
        <h1 id="staff-login-title">{title}</h1>
        <TextField label="Username" name="userName" autoComplete="username" value={values.userName} error={errors.userName}
          onChange={(userName) => setValues((v) => ({ ...v, userName }))} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={values.password} error={errors.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))} />
        {forgotPassword}
        <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Logging in…' : 'Log In'}</Button>
      </Form>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </main>
  );
}
