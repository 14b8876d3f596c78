import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { staffResetRequestSchema, staffResetSchema } from '../../../../domain/schemas/auth.schema.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useCheckedSubmit } from '../../shared/forms/use-checked-submit.ts';
import { StaffEntryCard } from '../../shared/staff/StaffEntryCard.tsx';
import { StaffLoginForm } from '../../shared/staff/StaffLoginForm.tsx';
import { saveStaffSession } from '../../shared/staff/staff-session.ts';
import { requestReset, resetPassword } from './review.api.ts';
import { RESET_PHONE_KEY, REVIEWER_ROLES } from './reviewer-roles.ts';

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
  const { submission, submit } = useCheckedSubmit();

  const onSubmit = submit(() => staffResetRequestSchema(role).safeParse({ phoneNo }), async (request) => {
    await requestReset(role, request);
    localStorage.setItem(RESET_PHONE_KEY, request.phoneNo);
    void navigate(paths.otpSent);
  });

  return (
    <StaffEntryCard titleId="reset-title" title="Reset Password" submission={submission} onSubmit={onSubmit} submitLabel="Send OTP" busyLabel="Sending…"
      after={<p><Link to={paths.login}>Back to Log In</Link></p>}>
      <TextField label="Mobile Number" name="phoneNo" inputMode="numeric" maxLength={10} value={phoneNo} error={submission.errors.phoneNo} onChange={setPhoneNo} />
    </StaffEntryCard>
  );
}

/** /uw-otp-sent and /otp-sent (001, section 2.4, step 2): the code and a new password; success signs in. */
export function ReviewerOtpPage({ role }: { role: ReviewerRole }) {
  const navigate = useNavigate();
  const { paths } = REVIEWER_ROLES[role];
  const phoneNo = localStorage.getItem(RESET_PHONE_KEY) ?? '';
  const [values, setValues] = useState({ otp: '', password: '' });
  const { submission, submit } = useCheckedSubmit();
  const { errors } = submission;

  const onSubmit = submit(() => staffResetSchema(role).safeParse({ phoneNo, ...values }), async (reset) => {
    const answer = await resetPassword(role, reset);
    saveStaffSession({ ...answer.data, role });
    localStorage.removeItem(RESET_PHONE_KEY);
    void navigate(paths.dashboard, { replace: true });
  });

  return (
    <StaffEntryCard titleId="otp-title" title="Enter the code" submission={submission} onSubmit={onSubmit} submitLabel="Submit" busyLabel="Saving…">
      {phoneNo ? <p>We sent a code to {phoneNo}.</p> : <p role="alert"><Link to={paths.resetPassword}>Enter your mobile number first.</Link></p>}
      {errors.phoneNo ? <p role="alert">{errors.phoneNo}</p> : null}
      <TextField label="OTP" name="otp" inputMode="numeric" maxLength={4} autoComplete="one-time-code" value={values.otp} error={errors.otp}
        onChange={(otp) => setValues((v) => ({ ...v, otp }))} />
      <TextField label="New Password" name="password" type="password" autoComplete="new-password" value={values.password} error={errors.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))} />
    </StaffEntryCard>
  );
}
