import type { EmiInstalment } from '../../domain/emi-schedule.ts';
import type { Pool } from '../pool.ts';

/** A Key Fact Statement's terms as they are frozen at issue. */
export interface OfferTerms {
  proposalNumber: string;
  principalPaise: number;
  annualRateBp: number;
  tenureMonths: number;
  processingFeePaise: number;
  feeGstPaise: number;
  aprBp: number;
  emiPaise: number;
  totalInterestPaise: number;
  penalChargePaise: number;
  coolingOffDays: number;
  schedule: EmiInstalment[];
  validUntil: Date;
}

/** The loan's Key Fact Statement (006_lifecycle.sql): one per loan, frozen once issued. */
export function createLoanOffersRepository(pool: Pool) {
  return {
    /** Keeps the offer unless the loan has one already, and answers the one it has: a retry gets the first terms. */
    async issue(loanId: string, terms: OfferTerms): Promise<{ proposalNumber: string; aprBp: number; validUntil: Date; coolingOffDays: number }> {
      await pool.query(
        `INSERT INTO loan_offers (proposal_number, loan_id, principal_paise, annual_rate_bp, tenure_months, processing_fee_paise, fee_gst_paise,
           apr_bp, emi_paise, total_interest_paise, penal_charge_paise, cooling_off_days, schedule, valid_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (loan_id) DO NOTHING`,
        [terms.proposalNumber, loanId, terms.principalPaise, terms.annualRateBp, terms.tenureMonths, terms.processingFeePaise, terms.feeGstPaise,
          terms.aprBp, terms.emiPaise, terms.totalInterestPaise, terms.penalChargePaise, terms.coolingOffDays, JSON.stringify(terms.schedule), terms.validUntil],
      );
      const { rows } = await pool.query<{ proposal_number: string; apr_bp: number; valid_until: Date; cooling_off_days: number }>(
        'SELECT proposal_number, apr_bp, valid_until, cooling_off_days FROM loan_offers WHERE loan_id = $1', [loanId]);
      const offer = rows[0]!;
      return { proposalNumber: offer.proposal_number, aprBp: offer.apr_bp, validUntil: offer.valid_until, coolingOffDays: offer.cooling_off_days };
    },

    /** Marks this offer signed; a repeat keeps the first signature's time. */
    async markSigned(loanId: string, proposalNumber: string): Promise<void> {
      await pool.query('UPDATE loan_offers SET signed_at = COALESCE(signed_at, now()) WHERE loan_id = $1 AND proposal_number = $2', [loanId, proposalNumber]);
    },
  };
}
export type LoanOffersRepository = ReturnType<typeof createLoanOffersRepository>;
