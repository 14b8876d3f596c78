import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginRequestSchema } from '../../../../../domain/schemas/auth.schema.ts';
import { BORROWER_PATHS, PUBLIC_PATHS } from '../../../shared/paths.ts';
import { saveBorrowerSession } from '../borrower-session.ts';
import { OtpEntryPage, useOtpEntry } from './OtpEntryPage.tsx';
import { OtpFields } from './OtpFields.tsx';
import { loginWithOtp } from './otp-auth.api.ts';
import { useOtpFlow } from './use-otp-flow.ts';

/** Login (/login) with the mobile number and a texted code; then the parent's dashboard. */
export default function LoginPage() {
  const [otp, setOtp] = useState('');
  const flow = useOtpFlow('login', async ({ phone, code }) => {
    const { session } = await loginWithOtp({ phoneNo: phone, otp: code });
    saveBorrowerSession(session);
    return session;
  });
  const { errors, submitChecked } = useOtpEntry(flow, 'Log in — FeeSetu', BORROWER_PATHS.dashboard);

  return (
    <OtpEntryPage title="Log in" flow={flow} onSubmit={submitChecked(() => loginRequestSchema.safeParse({ phoneNo: flow.phone, otp }), otp)}
      submitLabel="LOGIN" busyLabel="Logging in…" footer={<p>New to FeeSetu? <Link to={PUBLIC_PATHS.signup}>Register</Link></p>}>
      <OtpFields flow={flow} otp={otp} onOtpChange={setOtp} errors={errors} />
    </OtpEntryPage>
  );
}
