import type { Pool, PoolClient } from '../pool.ts';

/** Consents the parent gave during the application, each with the version of its words. */
export function createConsentRepository(pool: Pool) {
  return {
    async record(borrowerId: string, kind: string, textVersion: string, db: Pool | PoolClient = pool): Promise<void> {
      // A repeated tick of the same words adds nothing: the first time is the evidence.
      await db.query(
        `INSERT INTO consents (borrower_id, kind, text_version)
         SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM consents WHERE borrower_id = $1 AND kind = $2 AND text_version = $3)`,
        [borrowerId, kind, textVersion],
      );
    },

    async has(borrowerId: string, kind: string, textVersion: string, db: Pool | PoolClient = pool): Promise<boolean> {
      const { rowCount } = await db.query('SELECT 1 FROM consents WHERE borrower_id = $1 AND kind = $2 AND text_version = $3', [borrowerId, kind, textVersion]);
      return (rowCount ?? 0) > 0;
    },

    async listFor(borrowerId: string): Promise<{ kind: string; textVersion: string; givenAt: string }[]> {
      const { rows } = await pool.query<{ kind: string; text_version: string; given_at: Date }>(
        'SELECT kind, text_version, given_at FROM consents WHERE borrower_id = $1 ORDER BY id', [borrowerId]);
      return rows.map((r) => ({ kind: r.kind, textVersion: r.text_version, givenAt: r.given_at.toISOString() }));
    },
  };
}
export type ConsentRepository = ReturnType<typeof createConsentRepository>;
