import type { Pool, PoolClient } from '../pool.ts';

export type OtpPurpose = 'register' | 'login' | 'esign' | 'staff_reset';

export interface OtpChallengeRow {
  id: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
  consumed: boolean;
}

/** One-time-code challenges: created, counted and spent in SQL, with the clock of the database. */
export function createOtpRepository(pool: Pool) {
  return {
    /** How many codes went to this number in the last minute and the last hour (the resend throttle). */
    async recentCount(phone: string): Promise<{ lastMinute: number; lastHour: number }> {
      const { rows } = await pool.query<{ last_minute: number; last_hour: number }>(
        `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS last_minute,
                count(*)::int AS last_hour
           FROM otp_challenges WHERE phone = $1 AND created_at > now() - interval '1 hour'`,
        [phone],
      );
      return { lastMinute: rows[0]?.last_minute ?? 0, lastHour: rows[0]?.last_hour ?? 0 };
    },

    async create(client: PoolClient, phone: string, purpose: OtpPurpose, codeHash: string, validSeconds: number): Promise<string> {
      // A new code voids any earlier live one for the same purpose.
      await client.query(
        `UPDATE otp_challenges SET consumed_at = now() WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL`,
        [phone, purpose],
      );
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO otp_challenges (phone, purpose, code_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
        [phone, purpose, codeHash, validSeconds],
      );
      return rows[0]!.id;
    },

    /** The newest challenge of this number and purpose, locked for the duration of the caller's transaction. */
    async latestForUpdate(client: PoolClient, phone: string, purpose: OtpPurpose): Promise<OtpChallengeRow | null> {
      const { rows } = await client.query<{ id: string; code_hash: string; attempts: number; expired: boolean; consumed: boolean }>(
        `SELECT id, code_hash, attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed
           FROM otp_challenges WHERE phone = $1 AND purpose = $2
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [phone, purpose],
      );
      const row = rows[0];
      return row ? { id: row.id, codeHash: row.code_hash, attempts: row.attempts, expired: row.expired, consumed: row.consumed } : null;
    },

    async recordWrongAttempt(client: PoolClient, id: string): Promise<number> {
      const { rows } = await client.query<{ attempts: number }>(
        'UPDATE otp_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [id],
      );
      return rows[0]?.attempts ?? 0;
    },

    async consume(client: PoolClient, id: string): Promise<void> {
      await client.query('UPDATE otp_challenges SET consumed_at = now() WHERE id = $1', [id]);
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;
