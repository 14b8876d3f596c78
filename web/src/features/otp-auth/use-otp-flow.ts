import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { otpLoginMachine, otpStepOf } from '../../../../machines/otp-login.machine.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failureText } from '../../components/ui/Notice.tsx';
import { requestOtp, type OtpPurpose } from './otp-auth.api.ts';

/**
 * Runs the OTP machine for a screen: the machine decides, this hook makes the calls when the
 * machine enters `requesting` or `verifying` and reports their outcome back to it.
 */
export function useOtpFlow(purpose: OtpPurpose, verify: (phone: string) => Promise<void>) {
  const actor = useActorRef(otpLoginMachine);
  const step = useSelector(actor, (s) => otpStepOf(s.value));
  const context = useSelector(actor, (s) => s.context);
  const verifyRef = useRef(verify);
  verifyRef.current = verify;

  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const before = otpStepOf(previous.value);
      const now = otpStepOf(snapshot.value);
      const phone = snapshot.context.phone;
      const entered = (target: string) => now === target && (before !== target || previous.context.phone !== phone);
      previous = snapshot;
      if (entered('requesting')) {
        requestOtp(purpose, phone)
          .then((message) => actor.send({ type: 'request.succeeded', message: `${message} To Your Mobile Number.` }))
          .catch((error: unknown) => actor.send({ type: 'request.failed', message: describe(error) }));
      } else if (entered('verifying')) {
        verifyRef.current(phone)
          .then(() => actor.send({ type: 'verify.succeeded' }))
          .catch((error: unknown) => actor.send({ type: 'verify.failed', message: describe(error) }));
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, purpose]);

  return {
    step,
    phone: context.phone,
    notice: context.notice,
    error: context.error,
    changePhone: (phone: string) => actor.send({ type: 'phone.changed', phone }),
    resend: () => actor.send({ type: 'otp.resend' }),
    submit: () => actor.send({ type: 'otp.submit' }),
    canResend: actor.getSnapshot().can({ type: 'otp.resend' }),
  };
}

function describe(error: unknown): string {
  if (error instanceof ApiError) return failureText(error.status, error.message);
  return 'Some thing went wrong, Please Retry';
}
