import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link, useNavigate } from 'react-router-dom';
import { staffResetRequestSchema, staffResetSchema } from '../../../../domain/schemas/auth.schema.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ResultDialog, failureResult, type DialogResult } from '../../shared/ui/ResultDialog.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { StaffLoginForm } from '../../shared/staff/StaffLoginForm.tsx';
import { saveStaffSession } from '../../shared/staff/staff-session.ts';
import { ApiError } from '../../shared/lib/api-client.ts';
import { fieldErrors } from '../../shared/lib/form-errors.ts';
import { requestReset, resetPassword } from './review.api.ts';
import { RESET_PHONE_KEY, REVIEWER_ROLES } from './reviewer-roles.ts';

const failure = (error: unknown) => (error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, 'Some thing went wrong, Please Retry'));

/** /uw-login and /approver-login (001, section 2.3): success goes to the role's dashboard. */
export function ReviewerLoginPage({ role }: { role: ReviewerRole }) {
  const navigate = useNavigate();
  const { paths, loginTitle } = REVIEWER_ROLES[role];
  return (
    <StaffLoginForm role={role} title={loginTitle} onSignedIn={() => void navigate(paths.dashboard, { replace: true })}
      forgotPassword={<p><Link to={paths.resetPassword}>Forgot Password?</Link></p>} />
  );
}

/** /uw-reset-password and /reset-password (001, section 2.4, step 1): the mobile number the code goes to. */
export function ReviewerResetRequestPage({ role }: { role: ReviewerRole }) {
  const navigate = useNavigate();
  const { paths } = REVIEWER_ROLES[role];
  const [phoneNo, setPhoneNo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = staffResetRequestSchema(role).safeParse({ phoneNo });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      await requestReset(role, parsed.data);
      localStorage.setItem(RESET_PHONE_KEY, parsed.data.phoneNo);
      void navigate(paths.otpSent);
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="staff-login">
      <Form className="staff-login-card" onSubmit={submit} validationBehavior="aria" aria-labelledby="reset-title">
        <p className="staff-login-brand">FeeSetu</p>
        <h1 id="reset-title">Reset Password</h1>
        <TextField label="Mobile Number" name="phoneNo" inputMode="numeric" maxLength={10} value={phoneNo} error={errors.phoneNo} onChange={setPhoneNo} />
        <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Sending…' : 'Send OTP'}</Button>
        <p><Link to={paths.login}>Back to Log In</Link></p>
      </Form>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </main>
  );
}

/** /uw-otp-sent and /otp-sent (001, section 2.4, step 2): the code and a new password; success signs in. */
export function ReviewerOtpPage({ role }: { role: ReviewerRole }) {
  const navigate = useNavigate();
  const { paths } = REVIEWER_ROLES[role];
  const phoneNo = localStorage.getItem(RESET_PHONE_KEY) ?? '';
  const [values, setValues] = useState({ otp: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DialogResult | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = staffResetSchema(role).safeParse({ phoneNo, ...values });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = await resetPassword(role, parsed.data);
      saveStaffSession({ ...answer.data, role });
      localStorage.removeItem(RESET_PHONE_KEY);
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="staff-login">
      <Form className="staff-login-card" onSubmit={submit} validationBehavior="aria" aria-labelledby="otp-title">
        <p className="staff-login-brand">FeeSetu</p>
        <h1 id="otp-title">Enter the code</h1>
        {phoneNo ? <p>We sent a code to {phoneNo}.</p> : <p role="alert"><Link to={paths.resetPassword}>Enter your mobile number first.</Link></p>}
        {errors.phoneNo ? <p role="alert">{errors.phoneNo}</p> : null}
        <TextField label="OTP" name="otp" inputMode="numeric" maxLength={4} autoComplete="one-time-code" value={values.otp} error={errors.otp}
          onChange={(otp) => setValues((v) => ({ ...v, otp }))} />
        <TextField label="New Password" name="password" type="password" autoComplete="new-password" value={values.password} error={errors.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))} />
        <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Saving…' : 'Submit'}</Button>
      </Form>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </main>
  );
}
