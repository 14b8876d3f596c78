import { assign, fromPromise, raise, setup } from 'xstate';
import { OTP_PATTERN } from '../domain/schemas/common.ts';
import { messageOf, required, unprovided } from './invoked-calls.ts';

/** What a successful verification hands the screen: the bearer token and the name to greet. */
export interface OtpSession {
  authToken: string;
  userName: string;
}

export interface OtpLoginContext {
  /** The digits typed so far; a code is only ever requested for a complete number. */
  phone: string;
  /** The number the last code went to, so a failed resend still lets the parent type that code. */
  codeSentTo: string | undefined;
  code: string | undefined;
  /** The server's word that a code is on its way, shown until the number or the request changes. */
  notice: string | undefined;
  error: string | undefined;
  session: OtpSession | undefined;
}

export type OtpLoginEvent =
  | { type: 'phone.changed'; phone: string }
  | { type: 'otp.request' }
  | { type: 'otp.resend' }
  | { type: 'otp.submit'; code: string }
  | { type: 'request.succeeded'; message?: string }
  | { type: 'request.failed'; message: string }
  | { type: 'verify.succeeded'; session: OtpSession }
  | { type: 'verify.failed'; message: string };

export interface RequestOtpInput {
  phone: string;
}

export interface VerifyOtpInput {
  phone: string;
  code: string;
}

/** The mobile field takes ten digits (000, section 2); the country code is added past the form. */
const PHONE_DIGITS = 10;

const digitsOf = (typed: string): string => typed.replace(/[^0-9]/g, '');
const isCompleteNumber = (digits: string): boolean => digits.length === PHONE_DIGITS;

const otpLogin = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
  },
  guards: {
    completesNewNumber: ({ context, event }) =>
      event.type === 'phone.changed' && isCompleteNumber(digitsOf(event.phone)) && digitsOf(event.phone) !== context.phone,
    changesNumber: ({ context, event }) => event.type === 'phone.changed' && digitsOf(event.phone) !== context.phone,
    hasCompleteNumber: ({ context }) => isCompleteNumber(context.phone),
    hasCodeForNumber: ({ context }) => context.codeSentTo === context.phone,
    isWellFormedCode: ({ event }) => event.type === 'otp.submit' && OTP_PATTERN.test(event.code),
  },
  actions: {
    // A new number makes any earlier code and complaint beside the point.
    recordPhone: assign(({ event }) => ({
      phone: event.type === 'phone.changed' ? digitsOf(event.phone) : '',
      code: undefined,
      notice: undefined,
      error: undefined,
    })),
    recordCodeSent: assign(({ context, event }) => ({
      codeSentTo: context.phone,
      notice: event.type === 'request.succeeded' ? event.message : undefined,
    })),
    recordCode: assign({ code: ({ event }) => (event.type === 'otp.submit' ? event.code : undefined) }),
    recordError: assign({
      error: ({ event }) => (event.type === 'request.failed' || event.type === 'verify.failed' ? event.message : undefined),
    }),
    forgetNotices: assign({ notice: undefined, error: undefined }),
    forgetError: assign({ error: undefined }),
    recordSession: assign({ session: ({ event }) => (event.type === 'verify.succeeded' ? event.session : undefined) }),
  },
  actors: {
    requestOtp: fromPromise<string | undefined, RequestOtpInput>(unprovided('requestOtp')),
    verifyOtp: fromPromise<OtpSession, VerifyOtpInput>(unprovided('verifyOtp')),
  },
});

/**
 * Both variants are built here so they cannot drift. The screen's variant adds only `invoke`s
 * whose outcome is raised as the very `request.*` / `verify.*` event the pure twin receives from
 * outside; every transition and guard is therefore written once, and model-testing the pure twin
 * tests the screen's logic (createTestModel refuses machines that invoke).
 */
function createOtpLoginMachine(calls: 'invoked' | 'sent') {
  const invoked = calls === 'invoked';
  const requestAgain = { guard: 'hasCompleteNumber', target: '#otpLogin.requesting' } as const;
  // Typing the tenth digit asks for a code (000, section 4); editing the number abandons the old
  // one, and a request in flight for it is restarted for the new number.
  const numberEdited = [
    { guard: 'completesNewNumber', target: '#otpLogin.requesting', reenter: true, actions: 'recordPhone' },
    { guard: 'changesNumber', target: '#otpLogin.idle', actions: 'recordPhone' },
  ] as const;
  return otpLogin.createMachine({
    id: 'otpLogin',
    context: {
      phone: '',
      codeSentTo: undefined,
      code: undefined,
      notice: undefined,
      error: undefined,
      session: undefined,
    },
    initial: 'idle',
    states: {
      // Request and Resend are one action under two labels; both need the whole number first.
      idle: { on: { 'phone.changed': numberEdited, 'otp.request': requestAgain, 'otp.resend': requestAgain } },
      requesting: {
        entry: 'forgetNotices',
        ...(invoked
          ? {
              invoke: {
                src: 'requestOtp',
                input: ({ context }) => ({ phone: context.phone }),
                onDone: { actions: raise(({ event }) => ({ type: 'request.succeeded', message: event.output })) },
                onError: { actions: raise(({ event }) => ({ type: 'request.failed', message: messageOf(event.error) })) },
              },
            }
          : {}),
        on: {
          'phone.changed': numberEdited,
          'request.succeeded': { target: 'codeSent', actions: 'recordCodeSent' },
          // A refused resend (say, too many requests) must not take away a code already received.
          'request.failed': [
            { guard: 'hasCodeForNumber', target: 'codeSent', actions: 'recordError' },
            { target: 'error', actions: 'recordError' },
          ],
        },
      },
      codeSent: {
        on: {
          'phone.changed': numberEdited,
          'otp.submit': { guard: 'isWellFormedCode', target: 'verifying', actions: 'recordCode' },
          'otp.request': requestAgain,
          'otp.resend': requestAgain,
        },
      },
      verifying: {
        entry: 'forgetError',
        ...(invoked
          ? {
              invoke: {
                src: 'verifyOtp',
                input: ({ context }) => ({ phone: context.phone, code: required(context.code, 'the code') }),
                onDone: { actions: raise(({ event }) => ({ type: 'verify.succeeded', session: event.output })) },
                onError: { actions: raise(({ event }) => ({ type: 'verify.failed', message: messageOf(event.error) })) },
              },
            }
          : {}),
        on: {
          'phone.changed': numberEdited,
          'verify.succeeded': { target: 'signedIn', actions: 'recordSession' },
          // A wrong code leaves the parent where they can type it again, with the reason shown.
          'verify.failed': { target: 'codeSent', actions: 'recordError' },
        },
      },
      signedIn: { type: 'final' },
      // No code to type: only another request (or another number) moves on.
      error: { on: { 'phone.changed': numberEdited, 'otp.request': requestAgain, 'otp.resend': requestAgain } },
    },
  });
}

/** The sign-up and login OTP flow for the screens: provide `requestOtp` and `verifyOtp`. */
export const otpLoginMachine = createOtpLoginMachine('invoked');

/** The same flow without calls: the outcomes arrive as events. For model tests and `snapshot.can`. */
export const pureOtpLoginMachine = createOtpLoginMachine('sent');
