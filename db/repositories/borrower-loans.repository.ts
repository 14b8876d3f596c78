import { z } from 'zod';
import type { Pool } from '../pool.ts';

const ownedLoanSchema = z.object({ id: z.string(), phone: z.string(), status: z.string() });
export type OwnedLoan = z.infer<typeof ownedLoanSchema>;

/** The Key Fact Statement as frozen when it was issued (paise, basis points, the schedule as computed). */
export const keyFactStatementSchema = z.object({
  proposalNumber: z.string(),
  principalPaise: z.number().int(),
  annualRateBp: z.number().int(),
  tenureMonths: z.number().int(),
  processingFeePaise: z.number().int(),
  feeGstPaise: z.number().int(),
  aprBp: z.number().int(),
  emiPaise: z.number().int(),
  totalInterestPaise: z.number().int(),
  penalChargePaise: z.number().int(),
  coolingOffDays: z.number().int(),
  schedule: z.array(z.record(z.string(), z.unknown())),
  validUntil: z.date(),
  signedAt: z.date().nullable(),
});
export type KeyFactStatement = z.infer<typeof keyFactStatementSchema>;

/** A parent's own loans, for the borrower's loan screens; every read is scoped to the parent. */
export function createBorrowerLoansRepository(pool: Pool) {
  return {
    /** The loan if it is this parent's; null for anyone else's, so a guessed id reveals nothing. */
    async ownedLoan(borrowerId: string, loanId: string): Promise<OwnedLoan | null> {
      const { rows } = await pool.query(
        'SELECT l.id, b.phone, l.status FROM loans l JOIN borrowers b ON b.id = l.borrower_id WHERE l.id = $1 AND l.borrower_id = $2', [loanId, borrowerId]);
      return rows[0] ? ownedLoanSchema.parse(rows[0]) : null;
    },

    async keyFactStatement(loanId: string): Promise<KeyFactStatement | null> {
      const { rows } = await pool.query(
        `SELECT proposal_number AS "proposalNumber", principal_paise AS "principalPaise", annual_rate_bp AS "annualRateBp", tenure_months AS "tenureMonths",
                processing_fee_paise AS "processingFeePaise", fee_gst_paise AS "feeGstPaise", apr_bp AS "aprBp", emi_paise AS "emiPaise",
                total_interest_paise AS "totalInterestPaise", penal_charge_paise AS "penalChargePaise", cooling_off_days AS "coolingOffDays",
                schedule, valid_until AS "validUntil", signed_at AS "signedAt"
           FROM loan_offers WHERE loan_id = $1`, [loanId]);
      return rows[0] ? keyFactStatementSchema.parse(rows[0]) : null;
    },
  };
}
export type BorrowerLoansRepository = ReturnType<typeof createBorrowerLoansRepository>;
