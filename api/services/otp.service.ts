import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { FieldCipher } from '../../db/field-encryption.ts';
import { sendInTransaction, sendSmsJob } from '../../db/jobs.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import type { OtpPurpose, OtpRepository } from '../../db/repositories/otp.repository.ts';
import { DomainError } from '../errors.ts';

export const OTP_RULES = {
  validSeconds: 5 * 60,
  maxWrongAttempts: 5,
  perMinute: 1,
  perHour: 5,
} as const;

export interface OtpDeps {
  pool: Pool;
  boss: PgBoss;
  otps: OtpRepository;
  cipher: FieldCipher;
  pepper: string;
}

/** What the parent reads on the phone; the code is set apart as "is NNNN" so phones can offer autofill. */
const TEXT_OF: Record<OtpPurpose, (code: string) => string> = {
  register: (code) => `Your FeeSetu registration code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  login: (code) => `Your FeeSetu login code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  esign: (code) => `Your FeeSetu code to sign your loan agreement is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
  staff_reset: (code) => `Your FeeSetu password reset code is ${code}. It is valid for 5 minutes.`,
};

/** Issues and checks one-time codes: random, kept only as a keyed hash, short-lived, few tries, throttled. */
export function createOtpService(deps: OtpDeps) {
  const hash = (phone: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', deps.pepper).update(`${phone}:${purpose}:${code}`).digest('hex');

  return {
    /** Sends a new code; refused with 429 while the number is within its resend limits. */
    async issue(phone: string, purpose: OtpPurpose, textOverride?: string): Promise<void> {
      const recent = await deps.otps.recentCount(phone);
      if (recent.lastMinute >= OTP_RULES.perMinute) {
        throw new DomainError('too_many_requests', 'Please wait a minute before asking for another OTP.');
      }
      if (recent.lastHour >= OTP_RULES.perHour) {
        throw new DomainError('too_many_requests', 'Too many OTPs were requested for this number. Please try again in an hour.');
      }
      const code = String(randomInt(1000, 10000)); // four digits, never starting with 0
      await inTransaction(deps.pool, async (client) => {
        const id = await deps.otps.create(client, phone, purpose, hash(phone, purpose, code), OTP_RULES.validSeconds);
        const text = textOverride ?? TEXT_OF[purpose](code);
        await sendInTransaction(deps.boss, client, sendSmsJob, { messageKey: `otp:${id}`, to: phone, sealedText: deps.cipher.encrypt(text) });
      });
    },

    /** Spends the code if it matches; every refusal says why without revealing the code. */
    async verify(phone: string, purpose: OtpPurpose, code: string): Promise<void> {
      const outcome = await inTransaction(deps.pool, async (client) => {
        const challenge = await deps.otps.latestForUpdate(client, phone, purpose);
        if (!challenge || challenge.consumed) return 'none' as const;
        if (challenge.attempts >= OTP_RULES.maxWrongAttempts) return 'locked' as const;
        if (challenge.expired) return 'expired' as const;
        const expected = Buffer.from(challenge.codeHash, 'hex');
        const given = Buffer.from(hash(phone, purpose, code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          const attempts = await deps.otps.recordWrongAttempt(client, challenge.id);
          return attempts >= OTP_RULES.maxWrongAttempts ? ('locked' as const) : ('wrong' as const);
        }
        await deps.otps.consume(client, challenge.id);
        return 'ok' as const;
      });
      switch (outcome) {
        case 'ok': return;
        case 'wrong': throw new DomainError('bad_request', 'The OTP is incorrect. Please check the code and try again.');
        case 'expired': throw new DomainError('bad_request', 'The OTP has expired. Please request a new one.');
        case 'locked': throw new DomainError('too_many_requests', 'Too many wrong attempts. Please request a new OTP.');
        case 'none': throw new DomainError('bad_request', 'Please request an OTP first.');
      }
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
