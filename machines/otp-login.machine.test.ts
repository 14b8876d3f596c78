import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { otpLoginMachine, otpStepOf, type OtpLoginEvent } from './otp-login.machine.ts';

const start = () => createActor(otpLoginMachine).start();
const step = (actor: ReturnType<typeof start>) => otpStepOf(actor.getSnapshot().value);

describe('the OTP flow', () => {
  it('asks for a code automatically when the tenth digit is typed', () => {
    const actor = start();
    actor.send({ type: 'phone.changed', phone: '987654321' });
    expect(step(actor)).toBe('idle');
    actor.send({ type: 'phone.changed', phone: '9876543210' });
    expect(step(actor)).toBe('requesting');
  });

  it('does not resend before a full mobile number is entered', () => {
    const actor = start();
    actor.send({ type: 'phone.changed', phone: '98765' });
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
  });

  it('returns to the code box with the message after a wrong code', () => {
    const actor = start();
    actor.send({ type: 'phone.changed', phone: '9876543210' });
    actor.send({ type: 'request.succeeded', message: 'OTP Sent' });
    actor.send({ type: 'otp.submit' });
    actor.send({ type: 'verify.failed', message: 'The OTP is incorrect.' });
    expect(step(actor)).toBe('codeSent');
    expect(actor.getSnapshot().context.error).toBe('The OTP is incorrect.');
  });

  it('lets a code already received be entered after a refused resend', () => {
    const actor = start();
    actor.send({ type: 'phone.changed', phone: '9876543210' });
    actor.send({ type: 'request.failed', message: 'Please wait a minute' });
    expect(step(actor)).toBe('error');
    actor.send({ type: 'otp.submit' });
    expect(step(actor)).toBe('verifying');
  });

  it('starts over when the number is edited after a code was sent', () => {
    const actor = start();
    actor.send({ type: 'phone.changed', phone: '9876543210' });
    actor.send({ type: 'request.succeeded', message: 'OTP Sent' });
    actor.send({ type: 'phone.changed', phone: '987654321' });
    expect(step(actor)).toBe('idle');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('the OTP flow, model-based', () => {
  const events: OtpLoginEvent[] = [
    { type: 'phone.changed', phone: '98765' },
    { type: 'phone.changed', phone: '9876543210' },
    { type: 'otp.resend' },
    { type: 'otp.submit' },
    { type: 'request.succeeded', message: 'OTP Sent' },
    { type: 'request.failed', message: 'Please wait a minute' },
    { type: 'verify.succeeded' },
    { type: 'verify.failed', message: 'The OTP is incorrect.' },
  ];
  const model = createTestModel(otpLoginMachine, { events });
  const paths = model.getShortestPaths();

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((s) => s.event.type).join(' → ') || 'starting'}`, async () => {
      // The system under test: a fresh actor driven by the same events, compared after every step.
      const actor = start();
      await path.test({
        events: Object.fromEntries(events.map((e) => [e.type, ({ event }: { event: OtpLoginEvent }) => { actor.send(event); }])) as never,
        states: {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
            expect(actor.getSnapshot().context).toEqual(snapshot.context);
          },
        },
      });
    });
  }

  it('reaches every step of the flow', () => {
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)].map((snapshot) => otpStepOf(snapshot.value))));
    expect([...reached].sort()).toEqual(['codeSent', 'error', 'idle', 'requesting', 'signedIn', 'verifying']);
  });
});
