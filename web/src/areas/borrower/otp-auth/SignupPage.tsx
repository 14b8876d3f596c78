import { useState } from 'react';
import { Link } from 'react-router-dom';
import { registerRequestSchema } from '../../../../../domain/schemas/auth.schema.ts';
import { BORROWER_PATHS, PUBLIC_PATHS } from '../../../shared/paths.ts';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { saveBorrowerSession } from '../borrower-session.ts';
import { OtpEntryPage, useOtpEntry } from './OtpEntryPage.tsx';
import { OtpFields } from './OtpFields.tsx';
import { registerWithOtp } from './otp-auth.api.ts';
import { useOtpFlow } from './use-otp-flow.ts';

/** Registration (/signup): name, mobile number, the texted code and the terms; then the application. */
export default function SignupPage() {
  const [names, setNames] = useState({ firstName: '', middleName: '', lastName: '' });
  const [otp, setOtp] = useState('');
  const [accepted, setAccepted] = useState(false);

  const form = (phone: string) => ({ ...names, phoneNo: phone, otp, termAndConditions: accepted });
  const flow = useOtpFlow('register', async ({ phone, code }) => {
    const { session } = await registerWithOtp({ ...form(phone), otp: code });
    saveBorrowerSession(session);
    return session;
  });

  const { errors, submitChecked } = useOtpEntry(flow, 'Register — FeeSetu', BORROWER_PATHS.profile);

  const setName = (field: keyof typeof names) => (value: string) => setNames((n) => ({ ...n, [field]: value }));

  return (
    <OtpEntryPage title="Register" flow={flow} onSubmit={submitChecked(() => registerRequestSchema.safeParse(form(flow.phone)), otp)}
      submitLabel="Register" busyLabel="Registering…" footer={<p>Already registered? <Link to={PUBLIC_PATHS.login}>Log in</Link></p>}>
      <TextField label="First Name" name="firstName" autoComplete="given-name" value={names.firstName} onChange={setName('firstName')} error={errors.firstName} />
      <TextField label="Middle Name (optional)" name="middleName" autoComplete="additional-name" value={names.middleName} onChange={setName('middleName')} error={errors.middleName} />
      <TextField label="Last Name" name="lastName" autoComplete="family-name" value={names.lastName} onChange={setName('lastName')} error={errors.lastName} />
      <p className="auth-note">Please write your name exactly as it appears on your PAN card.</p>
      <OtpFields flow={flow} otp={otp} onOtpChange={setOtp} errors={errors} />
      <div className="checkbox-field">
        <input id="terms" type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} aria-invalid={errors.termAndConditions ? true : undefined} aria-describedby={errors.termAndConditions ? 'terms-error' : undefined} />
        <label htmlFor="terms">
          I accept the <Link to={PUBLIC_PATHS.terms} target="_blank">T&amp;C</Link> and the <Link to={PUBLIC_PATHS.privacyPolicy} target="_blank">Privacy Policy</Link>.
        </label>
      </div>
      {errors.termAndConditions ? <p id="terms-error" className="field-error" role="alert">{errors.termAndConditions}</p> : null}
    </OtpEntryPage>
  );
}
