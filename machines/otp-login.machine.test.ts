import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { executorsFor, nameOf, settledByHand, snapshotsOf, stateNodeIdsIn, stateNodeIdsOf } from './model-testing.ts';
import { otpLoginMachine, pureOtpLoginMachine } from './otp-login.machine.ts';
import type { OtpLoginEvent, OtpSession, RequestOtpInput, VerifyOtpInput } from './otp-login.machine.ts';

const PHONE = '9876543210';
const SESSION: OtpSession = { authToken: 'token-1', userName: 'Asha Rao' };

function start(...events: OtpLoginEvent[]) {
  const actor = createActor(pureOtpLoginMachine).start();
  for (const event of events) actor.send(event);
  return actor;
}

/** The screen's variant with both calls settled by the test. */
function startWithCalls() {
  const requestOtp = settledByHand<string | undefined, RequestOtpInput>();
  const verifyOtp = settledByHand<OtpSession, VerifyOtpInput>();
  const actor = createActor(otpLoginMachine.provide({ actors: { requestOtp: requestOtp.logic, verifyOtp: verifyOtp.logic } })).start();
  return { actor, requestOtp, verifyOtp };
}

const withCodeSent: OtpLoginEvent[] = [{ type: 'phone.changed', phone: PHONE }, { type: 'request.succeeded', message: 'OTP sent' }];

describe('OTP login: requesting a code', () => {
  it('Typing the tenth digit requests a code without a button press', () => {
    const actor = start({ type: 'phone.changed', phone: '987654321' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'phone.changed', phone: PHONE });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.phone).toBe(PHONE);
  });

  it('Resend does nothing until a ten-digit mobile number is entered', () => {
    const actor = start({ type: 'phone.changed', phone: '98765' });
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'otp.request' })).toBe(false);
  });

  it('Resend asks for a fresh code once a code was sent', () => {
    const actor = start(...withCodeSent, { type: 'otp.resend' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.notice).toBeUndefined();
  });

  it('A failed first request leaves nothing to submit, and Resend retries it', () => {
    const actor = start({ type: 'phone.changed', phone: PHONE }, { type: 'request.failed', message: 'SMS gateway is down' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('SMS gateway is down');
    expect(actor.getSnapshot().can({ type: 'otp.submit', code: '1234' })).toBe(false);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('A refused resend still lets the parent type the code already received', () => {
    const actor = start(...withCodeSent, { type: 'otp.resend' }, { type: 'request.failed', message: 'Please wait a minute' });
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(actor.getSnapshot().context.error).toBe('Please wait a minute');
    actor.send({ type: 'otp.submit', code: '1234' });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('Editing the number after a code was sent starts over', () => {
    const actor = start(...withCodeSent, { type: 'phone.changed', phone: '987654321' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    actor.send({ type: 'phone.changed', phone: PHONE });
    expect(actor.getSnapshot().value).toBe('requesting');
  });

  it('Re-sending the same complete number does not request another code', () => {
    const actor = start(...withCodeSent, { type: 'phone.changed', phone: PHONE });
    expect(actor.getSnapshot().value).toBe('codeSent');
  });

  it('Only the digits of what was typed count towards the ten', () => {
    const actor = start({ type: 'phone.changed', phone: '98765 43210' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.phone).toBe(PHONE);
  });
});

describe('OTP login: verifying the code', () => {
  it('The right code signs the parent in and keeps the session', () => {
    const actor = start(...withCodeSent, { type: 'otp.submit', code: '1234' }, { type: 'verify.succeeded', session: SESSION });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
  });

  it('A wrong code returns to the code box with the message kept', () => {
    const actor = start(...withCodeSent, { type: 'otp.submit', code: '1234' }, { type: 'verify.failed', message: 'Invalid OTP.' });
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP.');
    actor.send({ type: 'otp.submit', code: '4321' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('A code that is not four digits starting with 1-9 is not sent for verification', () => {
    const actor = start(...withCodeSent);
    for (const code of ['0123', '123', '12345', 'abcd']) expect(actor.getSnapshot().can({ type: 'otp.submit', code })).toBe(false);
  });

  it('No code can be submitted before one was sent', () => {
    const actor = start({ type: 'phone.changed', phone: PHONE });
    expect(actor.getSnapshot().can({ type: 'otp.submit', code: '1234' })).toBe(false);
  });
});

describe("OTP login: the screen's variant makes the calls", () => {
  it('requests a code for the number and verifies the code typed', async () => {
    const { actor, requestOtp, verifyOtp } = startWithCalls();
    actor.send({ type: 'phone.changed', phone: PHONE });
    expect(requestOtp.inputs).toEqual([{ phone: PHONE }]);
    await requestOtp.resolve('OTP sent');
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(actor.getSnapshot().context.notice).toBe('OTP sent');
    actor.send({ type: 'otp.submit', code: '1234' });
    expect(verifyOtp.inputs).toEqual([{ phone: PHONE, code: '1234' }]);
    await verifyOtp.resolve(SESSION);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session).toEqual(SESSION);
  });

  it("shows the server's message when verification is refused", async () => {
    const { actor, requestOtp, verifyOtp } = startWithCalls();
    actor.send({ type: 'phone.changed', phone: PHONE });
    await requestOtp.resolve(undefined);
    actor.send({ type: 'otp.submit', code: '1234' });
    await verifyOtp.reject(new Error('Invalid OTP.'));
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP.');
  });

  it('restarts a request in flight when the number changes to another complete one', async () => {
    const { actor, requestOtp } = startWithCalls();
    actor.send({ type: 'phone.changed', phone: PHONE });
    actor.send({ type: 'phone.changed', phone: '9123456789' });
    expect(requestOtp.inputs).toEqual([{ phone: PHONE }, { phone: '9123456789' }]);
    await requestOtp.resolve(undefined);
    expect(actor.getSnapshot().context.codeSentTo).toBe('9123456789');
  });
});

describe('OTP login, model-based', () => {
  const events: OtpLoginEvent[] = [
    { type: 'phone.changed', phone: '98765' },
    { type: 'phone.changed', phone: PHONE },
    { type: 'otp.submit', code: '1234' },
    { type: 'otp.submit', code: '0123' },
    { type: 'request.succeeded', message: 'OTP sent' },
    { type: 'request.failed', message: 'Please wait a minute' },
    { type: 'verify.succeeded', session: SESSION },
    { type: 'verify.failed', message: 'Invalid OTP.' },
  ];
  // otp.request and otp.resend carry nothing, so the model takes them as they are.
  const model = createTestModel(pureOtpLoginMachine, { events });
  const paths = model.getShortestPaths();

  for (const path of paths) {
    it(nameOf(path), async () => {
      // The system under test is the screen's variant: results come from its invoked calls.
      const { actor, requestOtp, verifyOtp } = startWithCalls();
      const drive = async (event: OtpLoginEvent) => {
        if (event.type === 'request.succeeded') await requestOtp.resolve(event.message);
        else if (event.type === 'request.failed') await requestOtp.reject(new Error(event.message));
        else if (event.type === 'verify.succeeded') await verifyOtp.resolve(event.session);
        else if (event.type === 'verify.failed') await verifyOtp.reject(new Error(event.message));
        else actor.send(event);
      };
      await path.test({
        events: executorsFor<OtpLoginEvent>(
          ['phone.changed', 'otp.request', 'otp.resend', 'otp.submit', 'request.succeeded', 'request.failed', 'verify.succeeded', 'verify.failed'],
          drive,
        ),
        states: {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(actor.getSnapshot().context).toEqual(expected.context);
          },
        },
      });
    });
  }

  it('The paths together reach every state of the flow', () => {
    expect(stateNodeIdsIn(paths.flatMap(snapshotsOf))).toEqual(stateNodeIdsOf(pureOtpLoginMachine));
  });
});
