import type { Pool } from '../pool.ts';

export const VERIFICATION_KINDS = ['pan', 'gstin', 'bank_account', 'itr', 'kyc_ocr', 'utility'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export interface VerificationRecord {
  kind: VerificationKind;
  subjectHash: string;
  subjectMasked: string;
  outcome: 'verified' | 'failed';
  reason: string | null;
  details: Record<string, unknown>;
  provider: string;
  workflowId: string;
}

/** A check's latest recorded outcome. */
export interface WizardOutcomeRow {
  kind: string;
  outcome: 'verified' | 'failed';
  reason: string | null;
  details: Record<string, string | number | boolean | null>;
  provider: string;
}

/** Every request-time check and its outcome; what was checked is kept only as a keyed hash and a mask. */
export function createVerificationRepository(pool: Pool) {
  return {
    async record(borrowerId: string, v: VerificationRecord): Promise<void> {
      await pool.query(
        `INSERT INTO verifications (borrower_id, kind, subject_hash, subject_masked, outcome, reason, details, provider, workflow_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [borrowerId, v.kind, v.subjectHash, v.subjectMasked, v.outcome, v.reason, JSON.stringify(v.details), v.provider, v.workflowId],
      );
    },

    /** Whether the latest check of this very subject passed. */
    async isVerified(borrowerId: string, kind: VerificationKind, subjectHash: string): Promise<boolean> {
      const { rows } = await pool.query<{ outcome: string }>(
        'SELECT outcome FROM verifications WHERE borrower_id = $1 AND kind = $2 AND subject_hash = $3 ORDER BY id DESC LIMIT 1',
        [borrowerId, kind, subjectHash],
      );
      return rows[0]?.outcome === 'verified';
    },

    /** The outcome of the parent's latest check of a kind, whatever its subject. */
    async latestOutcome(borrowerId: string, kind: VerificationKind): Promise<'verified' | 'failed' | null> {
      const { rows } = await pool.query<{ outcome: 'verified' | 'failed' }>(
        'SELECT outcome FROM verifications WHERE borrower_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1', [borrowerId, kind]);
      return rows[0]?.outcome ?? null;
    },

    /** The latest outcome of each of these kinds the parent's wizard recorded (kinds never checked are absent). */
    async latestOutcomesOf(borrowerId: string, kinds: readonly string[]): Promise<WizardOutcomeRow[]> {
      const { rows } = await pool.query<WizardOutcomeRow>({
        name: 'loan-checks-wizard-outcomes',
        text: `SELECT DISTINCT ON (kind) kind, outcome, reason, details, provider FROM verifications
                WHERE borrower_id = $1 AND kind = ANY($2) ORDER BY kind, id DESC`,
        values: [borrowerId, kinds],
      });
      return rows;
    },

    async listFor(borrowerId: string): Promise<{ kind: string; subjectMasked: string; outcome: string; reason: string | null; createdAt: string }[]> {
      const { rows } = await pool.query<{ kind: string; subject_masked: string; outcome: string; reason: string | null; created_at: Date }>(
        'SELECT kind, subject_masked, outcome, reason, created_at FROM verifications WHERE borrower_id = $1 ORDER BY id', [borrowerId]);
      return rows.map((r) => ({ kind: r.kind, subjectMasked: r.subject_masked, outcome: r.outcome, reason: r.reason, createdAt: r.created_at.toISOString() }));
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
