import { TextField } from '../../../shared/ui/TextField.tsx';
import type { useOtpFlow } from './use-otp-flow.ts';

interface Props {
  flow: ReturnType<typeof useOtpFlow>;
  otp: string;
  onOtpChange: (otp: string) => void;
  errors: { phoneNo?: string | undefined; otp?: string | undefined };
}

/** The mobile number, the code box and Resend OTP, shared by sign-up and login. */
export function OtpFields({ flow, otp, onOtpChange, errors }: Props) {
  return (
    <>
      <TextField
        label="Mobile Number"
        name="phoneNo"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        description="We will text a 4-digit code to this number."
        value={flow.phone}
        onChange={(value) => flow.changePhone(value.replace(/\D/g, '').slice(0, 10))}
        error={errors.phoneNo}
      />
      <div className="otp-row">
        <TextField
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={otp}
          onChange={(value) => onOtpChange(value.replace(/\D/g, '').slice(0, 4))}
          error={errors.otp}
        />
        <button type="button" className="link-button" onClick={flow.resend} disabled={flow.step === 'requesting' || flow.phone.length !== 10}>
          Resend OTP
        </button>
      </div>
      {flow.step === 'requesting' ? <p role="status" className="auth-note">Sending the code…</p> : null}
    </>
  );
}
