import type { PoolClient, Pool } from '../pool.ts';

export interface FeeEntryRecord {
  studentId: string | null;
  academicYear: string;
  quarter: string;
  admissionNo: string;
  admissionFeePaise: number;
  tuitionFeePaise: number;
  transportFeePaise: number;
  uniformFeePaise: number;
  studyMaterialFeePaise: number;
  extracurricularFeePaise: number;
  totalFeePaise: number;
  tenureMonths: 12 | 18;
}

export interface LoanCard {
  loanId: string;
  createdAt: string;
  tenureMonths: number;
  status: string;
}

/** Turns fee entries into loans: one loan per student per academic year, whatever number of clicks. */
export function createLoanSubmissionRepository(pool: Pool) {
  return {
    /** Serialises submissions of one parent, so two clicks cannot both find "no loan yet". */
    async lockBorrower(client: PoolClient, borrowerId: string): Promise<void> {
      await client.query('SELECT 1 FROM borrowers WHERE id = $1 FOR UPDATE', [borrowerId]);
    },

    async findExisting(client: PoolClient, borrowerId: string, academicYear: string, admissionNo: string): Promise<string | null> {
      const { rows } = await client.query<{ loan_id: string }>(
        'SELECT loan_id FROM loan_fee_entries WHERE borrower_id = $1 AND academic_year = $2 AND lower(admission_no) = lower($3)',
        [borrowerId, academicYear, admissionNo],
      );
      return rows[0]?.loan_id ?? null;
    },

    /**
     * Creates the loan and its fee entry. The rate is 0 until the loan's workflow prices the offer
     * after scoring; the application snapshot is what the lender reviews.
     */
    async createLoan(client: PoolClient, borrowerId: string, entry: FeeEntryRecord, application: object): Promise<string> {
      const { rows } = await client.query<{ id: string }>(
        'INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp) VALUES ($1, $2, $3, 0) RETURNING id',
        [borrowerId, entry.totalFeePaise, entry.tenureMonths],
      );
      const loanId = (rows[0] as { id: string }).id;
      await client.query(
        `INSERT INTO loan_fee_entries (loan_id, borrower_id, student_id, academic_year, quarter, admission_no, admission_fee_paise,
           tuition_fee_paise, transport_fee_paise, uniform_fee_paise, study_material_fee_paise, extracurricular_fee_paise,
           total_fee_paise, tenure_months, application)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [loanId, borrowerId, entry.studentId, entry.academicYear, entry.quarter, entry.admissionNo, entry.admissionFeePaise,
          entry.tuitionFeePaise, entry.transportFeePaise, entry.uniformFeePaise, entry.studyMaterialFeePaise,
          entry.extracurricularFeePaise, entry.totalFeePaise, entry.tenureMonths, JSON.stringify(application)],
      );
      return loanId;
    },

    /** Replaces the reviewed snapshot of a sent-back loan with the corrected application; its fee entry stays as submitted. */
    async replaceSnapshot(loanId: string, borrowerId: string, application: object): Promise<void> {
      await pool.query(
        `UPDATE loan_fee_entries SET application = $3::jsonb || jsonb_build_object('fee', application->'fee', 'student', application->'student')
          WHERE loan_id = $1 AND borrower_id = $2`,
        [loanId, borrowerId, JSON.stringify(application)]);
    },

    async loansOf(borrowerId: string): Promise<LoanCard[]> {
      // Named: the parent's loan cards are read on every visit; each connection parses and plans this once.
      const { rows } = await pool.query<{ id: string; created_at: Date; tenure_months: number; status: string }>({
        name: 'loan-submission-loans-of',
        text: 'SELECT id, created_at, tenure_months, status FROM loans WHERE borrower_id = $1 ORDER BY created_at DESC, id DESC',
        values: [borrowerId],
      });
      return rows.map((r) => ({ loanId: r.id, createdAt: r.created_at.toISOString(), tenureMonths: r.tenure_months, status: r.status }));
    },

    async feeEntriesOf(borrowerId: string): Promise<(FeeEntryRecord & { loanId: string })[]> {
      const { rows } = await pool.query<Record<string, unknown>>(
        'SELECT * FROM loan_fee_entries WHERE borrower_id = $1 ORDER BY created_at, loan_id', [borrowerId]);
      return rows.map((r) => ({
        loanId: String(r.loan_id), studentId: (r.student_id as string | null) ?? null, academicYear: String(r.academic_year), quarter: String(r.quarter),
        admissionNo: String(r.admission_no), admissionFeePaise: Number(r.admission_fee_paise), tuitionFeePaise: Number(r.tuition_fee_paise),
        transportFeePaise: Number(r.transport_fee_paise), uniformFeePaise: Number(r.uniform_fee_paise), studyMaterialFeePaise: Number(r.study_material_fee_paise),
        extracurricularFeePaise: Number(r.extracurricular_fee_paise), totalFeePaise: Number(r.total_fee_paise), tenureMonths: Number(r.tenure_months) as 12 | 18,
      }));
    },
  };
}
export type LoanSubmissionRepository = ReturnType<typeof createLoanSubmissionRepository>;
