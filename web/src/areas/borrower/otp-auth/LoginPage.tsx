import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, useNavigate } from 'react-router-dom';
import { loginRequestSchema } from '../../../../../domain/schemas/auth.schema.ts';
import { BORROWER_PATHS, PUBLIC_PATHS } from '../../../shared/paths.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { saveBorrowerSession } from '../borrower-session.ts';
import { fieldErrors } from './form-errors.ts';
import { OtpFields } from './OtpFields.tsx';
import { loginWithOtp } from './otp-auth.api.ts';
import { useOtpFlow } from './use-otp-flow.ts';
import './otp-auth.css';

/** Login (/login) with the mobile number and a texted code; then the parent's dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const flow = useOtpFlow('login', async ({ phone, code }) => {
    const { session } = await loginWithOtp({ phoneNo: phone, otp: code });
    saveBorrowerSession(session);
    return session;
  });

  useEffect(() => {
    document.title = 'Log in — FeeSetu';
  }, []);
  useEffect(() => {
    if (flow.step === 'signedIn') void navigate(BORROWER_PATHS.dashboard, { replace: true });
  }, [flow.step, navigate]);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ phoneNo: flow.phone, otp });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    flow.submit(otp);
  }

  return (
    <main className="auth-page">
      <h1>Log in</h1>
      <div className="auth-card">
        {flow.notice ? <Notice tone="success" title="Success">{flow.notice}</Notice> : null}
        {flow.error ? <Notice tone="error" title="Oops..">{flow.error}</Notice> : null}
        <form onSubmit={onSubmit} noValidate>
          <OtpFields flow={flow} otp={otp} onOtpChange={setOtp} errors={errors} />
          <Button type="submit" className="button primary" isDisabled={flow.step === 'verifying'}>
            {flow.step === 'verifying' ? 'Logging in…' : 'LOGIN'}
          </Button>
        </form>
        <p>New to FeeSetu? <Link to={PUBLIC_PATHS.signup}>Register</Link></p>
      </div>
    </main>
  );
}
