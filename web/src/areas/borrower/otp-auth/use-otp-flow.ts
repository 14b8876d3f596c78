import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { otpLoginMachine, type OtpSession, type RequestOtpInput, type VerifyOtpInput } from '../../../../../machines/otp-login.machine.ts';
import { asUserError } from '../../../shared/lib/user-error.ts';
import { requestOtp, type OtpPurpose } from './otp-auth.api.ts';

export type OtpStep = 'idle' | 'requesting' | 'codeSent' | 'verifying' | 'signedIn' | 'error';

/**
 * Runs the OTP machine for one screen, giving it the two calls it invokes: asking for a code, and
 * the screen's own verification (registration or login), which resolves to the session.
 */
export function useOtpFlow(purpose: OtpPurpose, verify: (input: VerifyOtpInput) => Promise<OtpSession>) {
  const verifyRef = useRef(verify);
  verifyRef.current = verify;
  const actor = useActorRef(
    otpLoginMachine.provide({
      actors: {
        requestOtp: fromPromise<string | undefined, RequestOtpInput>(async ({ input }) => {
          try {
            return `${await requestOtp(purpose, input.phone)} To Your Mobile Number.`;
          } catch (error) {
            throw asUserError(error);
          }
        }),
        verifyOtp: fromPromise<OtpSession, VerifyOtpInput>(async ({ input }) => {
          try {
            return await verifyRef.current(input);
          } catch (error) {
            throw asUserError(error);
          }
        }),
      },
    }),
  );
  const step = useSelector(actor, (s) => s.value as OtpStep);
  const context = useSelector(actor, (s) => s.context);

  return {
    step,
    phone: context.phone,
    notice: context.notice,
    error: context.error,
    session: context.session,
    changePhone: (phone: string) => actor.send({ type: 'phone.changed', phone }),
    resend: () => actor.send({ type: 'otp.resend' }),
    submit: (code: string) => actor.send({ type: 'otp.submit', code }),
  };
}
