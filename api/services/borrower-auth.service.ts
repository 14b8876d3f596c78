import type { RegisterRequest } from '../../domain/schemas/auth.schema.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import type { BorrowerRepository } from '../../db/repositories/borrower.repository.ts';
import type { SessionRepository } from '../../db/repositories/session.repository.ts';
import { DomainError } from '../errors.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import type { OtpService } from './otp.service.ts';

export const TERMS_VERSION = '2026-11';
const SESSION_SECONDS = 12 * 60 * 60;

export interface BorrowerAuthDeps {
  pool: Pool;
  otp: OtpService;
  borrowers: BorrowerRepository;
  sessions: SessionRepository;
  tokens: SessionTokens;
}

export interface SignedIn {
  authToken: string;
  userName: string;
  phoneNo: string;
}

const displayName = (b: { firstName: string; lastName: string }) => `${b.firstName} ${b.lastName}`;

/**
 * Parents' sign-up and sign-in by mobile number and OTP. Whether a number is registered is told
 * only to whoever proves they hold the phone (after the code), never to anyone asking for a code.
 */
export function createBorrowerAuthService(deps: BorrowerAuthDeps) {
  async function startSession(borrower: { id: string; firstName: string; lastName: string; phone: string }): Promise<SignedIn> {
    const session = await deps.sessions.create('borrower', borrower.id, 'borrower', SESSION_SECONDS);
    const authToken = await deps.tokens.sign({ sessionId: session.id, subjectId: borrower.id, role: 'borrower' }, session.expiresAt);
    return { authToken, userName: displayName(borrower), phoneNo: borrower.phone };
  }

  return {
    sendRegistrationOtp: (phone: string) => deps.otp.issue(phone, 'register'),
    sendLoginOtp: (phone: string) => deps.otp.issue(phone, 'login'),

    async register(request: RegisterRequest): Promise<SignedIn> {
      await deps.otp.verify(request.phoneNo, 'register', request.otp);
      const borrower = await inTransaction(deps.pool, async (client) => {
        const created = await deps.borrowers.create(client, {
          phone: request.phoneNo,
          firstName: request.firstName,
          middleName: request.middleName || null,
          lastName: request.lastName,
        });
        if (created) await deps.borrowers.recordConsent(client, created.id, 'terms_and_privacy', TERMS_VERSION);
        return created;
      });
      if (!borrower) throw new DomainError('conflict', 'This mobile number is already registered. Please log in instead.');
      return startSession(borrower);
    },

    async login(phone: string, code: string): Promise<SignedIn> {
      await deps.otp.verify(phone, 'login', code);
      const borrower = await deps.borrowers.findByPhone(phone);
      if (!borrower) throw new DomainError('not_found', 'There is no account for this mobile number. Please register first.');
      return startSession(borrower);
    },

    logout: (sessionId: string) => deps.sessions.revoke(sessionId),
  };
}
export type BorrowerAuthService = ReturnType<typeof createBorrowerAuthService>;
