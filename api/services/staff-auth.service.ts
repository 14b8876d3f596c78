import { hash, verify } from '@node-rs/argon2';
import type { Logger } from 'pino';
import type { StaffRole } from '../../domain/enums-lifecycle.ts';
import type { SessionRepository } from '../../db/repositories/session.repository.ts';
import type { StaffRecord, StaffRepository } from '../../db/repositories/staff.repository.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import { DomainError } from '../errors.ts';
import type { OtpService } from './otp.service.ts';

/** A working day; after that the person signs in again. */
const SESSION_SECONDS = 8 * 60 * 60;
export const STAFF_LOCKOUT = { maxAttempts: 5, lockMinutes: 15 } as const;

export const STAFF_AUTH_TEXT = {
  invalid: 'Invalid username or password',
  locked: `This account is locked for ${STAFF_LOCKOUT.lockMinutes} minutes after ${STAFF_LOCKOUT.maxAttempts} failed sign-ins. Please try again later or reset your password`,
  resetRefused: 'This mobile number cannot reset a password here',
} as const;

// argon2id (the library's default algorithm) with OWASP's second recommended setting (19 MiB, 2 passes): hashing costs ~20 ms here.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashStaffPassword = (password: string) => hash(password, ARGON2);

export interface StaffSignedIn {
  authToken: string;
  userName: string;
}

export interface StaffAuthDeps {
  staff: StaffRepository;
  sessions: SessionRepository;
  tokens: SessionTokens;
  otp: OtpService;
  log?: Pick<Logger, 'info' | 'warn'>;
}

export const staffDisplayName = (s: Pick<StaffRecord, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

/**
 * Staff sign-in with a user name and password, and password reset by a code to the registered
 * mobile. Nobody learns from an answer whether a user name or number belongs to staff.
 */
export function createStaffAuthService(deps: StaffAuthDeps) {
  // Verifying against a real hash when the user does not exist keeps both answers equally slow.
  const decoy = hash('decoy password that nobody has', ARGON2);

  async function startSession(member: StaffRecord): Promise<StaffSignedIn> {
    const session = await deps.sessions.create('staff', member.id, member.role, SESSION_SECONDS);
    const authToken = await deps.tokens.sign({ sessionId: session.id, subjectId: member.id, role: member.role }, session.expiresAt);
    return { authToken, userName: member.userName };
  }

  return {
    /** Signs a member of `role` in at that role's own login; other roles' accounts are refused there. */
    async login(role: StaffRole, userName: string, password: string): Promise<StaffSignedIn & { displayName: string }> {
      const member = await deps.staff.findLiveByUserName(userName);
      if (!member) {
        await verify(await decoy, password).catch(() => false);
        throw new DomainError('unauthenticated', STAFF_AUTH_TEXT.invalid);
      }
      if (member.locked) throw new DomainError('too_many_requests', STAFF_AUTH_TEXT.locked);
      const matches = await verify(member.passwordHash, password).catch(() => false);
      if (!matches || member.role !== role) {
        const { locked } = await deps.staff.recordFailure(member.id, STAFF_LOCKOUT.maxAttempts, STAFF_LOCKOUT.lockMinutes);
        if (locked) deps.log?.warn({ staffId: member.id }, 'staff account locked after failed sign-ins');
        throw new DomainError(locked ? 'too_many_requests' : 'unauthenticated', locked ? STAFF_AUTH_TEXT.locked : STAFF_AUTH_TEXT.invalid);
      }
      await deps.staff.recordSuccess(member.id);
      return { ...(await startSession(member)), displayName: staffDisplayName(member) };
    },

    /**
     * Sends a reset code when the number is a live member's of this role. The answer is the same
     * either way, and a resend that is too soon is not told apart from an unknown number either.
     */
    async requestReset(role: StaffRole, phone: string): Promise<void> {
      const member = await deps.staff.findLiveByPhone(phone, role);
      if (!member) return;
      try {
        await deps.otp.issue(phone, 'staff_reset');
      } catch (error) {
        if (error instanceof DomainError && error.code === 'too_many_requests') {
          deps.log?.info({ staffId: member.id }, 'staff reset code not resent: within the resend limit');
          return;
        }
        throw error;
      }
    },

    /** Spends the code, sets the new password, ends every other session and opens a new one. */
    async resetPassword(role: StaffRole, phone: string, code: string, password: string): Promise<StaffSignedIn & { displayName: string }> {
      await deps.otp.verify(phone, 'staff_reset', code);
      const member = await deps.staff.findLiveByPhone(phone, role);
      if (!member) throw new DomainError('bad_request', STAFF_AUTH_TEXT.resetRefused);
      await deps.staff.setPassword(member.id, await hashStaffPassword(password));
      await deps.sessions.revokeAllOf('staff', member.id);
      return { ...(await startSession(member)), displayName: staffDisplayName(member) };
    },

    logout: (sessionId: string) => deps.sessions.revoke(sessionId),
  };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
