import type { Pool } from '../pool.ts';

type Obj = Record<string, unknown>;

export interface LoanCheckRow { kind: string; outcome: string; reason: string | null; details: Obj; provider: string; source: string; checkedAt: string }
export interface ConsentRow { kind: string; textVersion: string; givenAt: string }
export interface LoanScoreRow {
  expertScore: number; creditScore: number | null; factors: { factor: string; points: number; max: number; reasons: string[] }[];
  reasonCodes: string[]; riskAnalysis: Obj; computedAt: string;
}
export interface InsightLoan {
  id: string; borrowerId: string; status: string; principalPaise: number; tenureMonths: number; annualRateBp: number;
  submittedAt: string; application: Obj | null;
  /** Who holds the loan, read with it so the caller checks access without another query. */
  underwriterId: string | null; approverId: string | null;
}

/** The uploaded file a loan's application names as its bank statement. */
export interface StatementFileRow { storageKey: string; contentType: string; originalName: string }

/** Everything the score card shows about one loan, read together. */
export interface ScoreCardSources { loan: InsightLoan; checks: LoanCheckRow[]; score: LoanScoreRow | null; statementFile: StatementFileRow | null }

type LoanRow = {
  id: string; borrower_id: string; status: string; principal_paise: string; tenure_months: number; annual_rate_bp: number; created_at: Date;
  application: Obj | null; underwriter_id: string | null; approver_id: string | null;
};
const LOAN_COLUMNS = `l.id, l.borrower_id, l.status, l.principal_paise, l.tenure_months, l.annual_rate_bp, l.created_at, e.application,
                      l.underwriter_id, l.approver_id`;
const loanOf = (r: LoanRow): InsightLoan => ({
  id: r.id, borrowerId: r.borrower_id, status: r.status, principalPaise: Number(r.principal_paise), tenureMonths: r.tenure_months,
  annualRateBp: r.annual_rate_bp, submittedAt: r.created_at.toISOString(), application: r.application,
  underwriterId: r.underwriter_id, approverId: r.approver_id,
});
// Timestamps inside JSON come out as the same ISO text a Date gives (UTC, milliseconds).
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The uploaded file an application snapshot names as its bank statement (its id ends the stored reference). */
export const STATEMENT_FILE_JOIN = `f.id::text = substring(e.application->'documents'->>'bank_statement' from '[0-9a-f-]{36}$') AND f.borrower_id = e.borrower_id`;

/** What the insight screens (score card, KYC check, reports) read about one loan. */
export function createLoanInsightRepository(pool: Pool) {
  return {
    async loan(loanId: string): Promise<InsightLoan | null> {
      const { rows } = await pool.query<LoanRow>({
        // Named: each connection parses and plans it once.
        name: 'loan-insight-loan',
        text: `SELECT ${LOAN_COLUMNS} FROM loans l LEFT JOIN loan_fee_entries e ON e.loan_id = l.id WHERE l.id = $1`,
        values: [loanId],
      });
      const r = rows[0];
      return r ? loanOf(r) : null;
    },

    /**
     * The score card's loan, checks, score and statement file in one statement: one round trip and one
     * pooled connection per open, where four reads side by side took four of each.
     */
    async scoreCardSources(loanId: string): Promise<ScoreCardSources | null> {
      const { rows } = await pool.query<LoanRow & { checks: LoanCheckRow[] | null; score: LoanScoreRow | null; statement_file: StatementFileRow | null }>({
        name: 'loan-insight-score-card',
        text: `SELECT ${LOAN_COLUMNS},
                 (SELECT json_agg(json_build_object('kind', v.kind, 'outcome', v.outcome, 'reason', v.reason, 'details', v.details, 'provider', v.provider,
                                                    'source', v.source, 'checkedAt', ${isoText('v.checked_at')}) ORDER BY v.kind)
                    FROM loan_verifications v WHERE v.loan_id = l.id) AS checks,
                 (SELECT json_build_object('expertScore', s.expert_score, 'creditScore', s.credit_score, 'factors', s.factors, 'reasonCodes', s.reason_codes,
                                           'riskAnalysis', s.risk_analysis, 'computedAt', ${isoText('s.computed_at')})
                    FROM loan_scores s WHERE s.loan_id = l.id) AS score,
                 (SELECT json_build_object('storageKey', f.storage_key, 'contentType', f.content_type, 'originalName', f.original_name)
                    FROM uploaded_files f WHERE ${STATEMENT_FILE_JOIN}) AS statement_file
               FROM loans l LEFT JOIN loan_fee_entries e ON e.loan_id = l.id WHERE l.id = $1`,
        values: [loanId],
      });
      const r = rows[0];
      return r ? { loan: loanOf(r), checks: r.checks ?? [], score: r.score, statementFile: r.statement_file } : null;
    },
    async checks(loanId: string): Promise<LoanCheckRow[]> {
      const { rows } = await pool.query<{ kind: string; outcome: string; reason: string | null; details: Obj; provider: string; source: string; checked_at: Date }>(
        { name: 'loan-insight-checks', text: 'SELECT kind, outcome, reason, details, provider, source, checked_at FROM loan_verifications WHERE loan_id = $1 ORDER BY kind', values: [loanId] });
      return rows.map((r) => ({ kind: r.kind, outcome: r.outcome, reason: r.reason, details: r.details, provider: r.provider, source: r.source, checkedAt: r.checked_at.toISOString() }));
    },
    /** The latest consent of each kind the parent gave. */
    async consents(borrowerId: string): Promise<ConsentRow[]> {
      const { rows } = await pool.query<{ kind: string; text_version: string; given_at: Date }>(
        'SELECT DISTINCT ON (kind) kind, text_version, given_at FROM consents WHERE borrower_id = $1 ORDER BY kind, given_at DESC', [borrowerId]);
      return rows.map((r) => ({ kind: r.kind, textVersion: r.text_version, givenAt: r.given_at.toISOString() }));
    },
    async score(loanId: string): Promise<LoanScoreRow | null> {
      const { rows } = await pool.query<{ expert_score: number; credit_score: number | null; factors: LoanScoreRow['factors']; reason_codes: string[]; risk_analysis: Obj; computed_at: Date }>(
        { name: 'loan-insight-score', text: 'SELECT expert_score, credit_score, factors, reason_codes, risk_analysis, computed_at FROM loan_scores WHERE loan_id = $1', values: [loanId] });
      const r = rows[0];
      return r ? { expertScore: r.expert_score, creditScore: r.credit_score, factors: r.factors, reasonCodes: r.reason_codes, riskAnalysis: r.risk_analysis, computedAt: r.computed_at.toISOString() } : null;
    },
  };
}
export type LoanInsightRepository = ReturnType<typeof createLoanInsightRepository>;
