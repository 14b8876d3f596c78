import type { Pool } from '../pool.ts';

export type SubjectType = 'borrower' | 'staff';

/** Server-side sessions: a token is good only while its row is live. */
export function createSessionRepository(pool: Pool) {
  return {
    async create(subjectType: SubjectType, subjectId: string, role: string, ttlSeconds: number): Promise<{ id: string; expiresAt: Date }> {
      const { rows } = await pool.query<{ id: string; expires_at: Date }>(
        `INSERT INTO sessions (subject_type, subject_id, role, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id, expires_at`,
        [subjectType, subjectId, role, ttlSeconds],
      );
      return { id: rows[0]!.id, expiresAt: rows[0]!.expires_at };
    },

    async isLive(id: string): Promise<boolean> {
      const { rows } = await pool.query('SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()', [id]);
      return rows.length === 1;
    },

    async revoke(id: string): Promise<void> {
      await pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
    },

    /** Ends every session of a subject (a deleted staff member, a locked account). */
    async revokeAllOf(subjectType: SubjectType, subjectId: string): Promise<void> {
      await pool.query('UPDATE sessions SET revoked_at = now() WHERE subject_type = $1 AND subject_id = $2 AND revoked_at IS NULL', [subjectType, subjectId]);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
