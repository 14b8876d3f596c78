import type { PgBoss } from 'pg-boss';
import { createFieldCipher } from '../db/field-encryption.ts';
import type { Pool } from '../db/pool.ts';
import { createBorrowerRepository } from '../db/repositories/borrower.repository.ts';
import { createOtpRepository } from '../db/repositories/otp.repository.ts';
import { createSessionRepository } from '../db/repositories/session.repository.ts';
import { createSmsOutboxRepository } from '../db/repositories/sms-outbox.repository.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { createAuthRateLimits } from './auth/rate-limits.ts';
import { createSessionTokens } from './auth/session-tokens.ts';
import { createBorrowerAuthService } from './services/borrower-auth.service.ts';
import { createOtpService } from './services/otp.service.ts';

export interface ServiceDeps {
  pool: Pool;
  boss: PgBoss;
  secrets: { sessionSecret: string; otpPepper: string; dataEncryptionKey: string };
  authRateLimit: number;
}

/** The composition root of the API: every service, built once from its dependencies. */
export function createApiServices(deps: ServiceDeps) {
  const cipher = createFieldCipher(deps.secrets.dataEncryptionKey);
  const sessions = createSessionRepository(deps.pool);
  const tokens = createSessionTokens(deps.secrets.sessionSecret);
  const otp = createOtpService({ pool: deps.pool, boss: deps.boss, otps: createOtpRepository(deps.pool), cipher, pepper: deps.secrets.otpPepper });
  const borrowers = createBorrowerRepository(deps.pool);
  return {
    cipher,
    borrowers,
    otp,
    authenticator: createAuthenticator({ tokens, sessions }),
    borrowerAuth: createBorrowerAuthService({ pool: deps.pool, otp, borrowers, sessions, tokens }),
    smsOutbox: createSmsOutboxRepository(deps.pool),
    authRateLimits: createAuthRateLimits(deps.authRateLimit),
  };
}
export type ApiServices = ReturnType<typeof createApiServices>;
