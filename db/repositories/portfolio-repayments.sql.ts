/**
 * The portfolio figures that come from repayments, over loan_instalments and loan_payments of
 * 006_lifecycle. Each is a definition the dashboard states in words (domain/portfolio-figures.ts).
 * Dates are Indian dates: an instalment is overdue from the day after its due date in India.
 */
const TODAY_IN_INDIA = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;

export const REPAYMENT_SQL = {
  requires: ['loan_instalments', 'loan_payments'],

  /**
   * Earnings actually collected: the interest part of every paid instalment. A debit collects the EMI
   * only, so penal charges (kept apart on the instalment) and the processing fee are not collected by
   * any payment today and do not count until a payment collects them.
   */
  totalEarning: `SELECT coalesce(sum(interest_paise), 0) AS paise FROM loan_instalments WHERE status = 'paid'`,

  /** The interest part of paid instalments by the month (India time) it was received, the last twelve months, oldest first. */
  interestByMonth: `
    SELECT to_char(paid_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, sum(interest_paise) AS paise
      FROM loan_instalments
     WHERE status = 'paid' AND paid_at AT TIME ZONE 'Asia/Kolkata' >= date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') - interval '11 months'
     GROUP BY 1 ORDER BY 1`,

  /** Defaulters: borrowers with an instalment past its due date, unpaid, whose debit bounced (bounced, or overdue after the retries). */
  defaulters: `
    SELECT DISTINCT l.borrower_id FROM loan_instalments i JOIN loans l ON l.id = i.loan_id
     WHERE i.status IN ('bounced', 'overdue') AND i.due_date < ${TODAY_IN_INDIA}`,

  /** Timely payers: borrowers with at least one paid instalment and no instalment unpaid past its due date. */
  timely: `
    SELECT l.borrower_id FROM loan_instalments i JOIN loans l ON l.id = i.loan_id
     GROUP BY l.borrower_id
    HAVING count(*) FILTER (WHERE i.status = 'paid') > 0
       AND count(*) FILTER (WHERE i.status <> 'paid' AND i.due_date < ${TODAY_IN_INDIA}) = 0`,

  /** Each region's listed schools, the loans for fees at them, and what was actually paid out to them. */
  regions: `
    SELECT s.region, count(DISTINCT s.id)::int AS schools, count(DISTINCT l.id)::int AS loans,
           coalesce((SELECT sum(p.amount_paise) FROM loan_payments p JOIN loans pl ON pl.id = p.loan_id JOIN schools ps ON ps.id = pl.school_id
                      WHERE ps.region = s.region AND p.kind = 'disbursement' AND p.outcome = 'succeeded'), 0) AS disbursed
      FROM schools s LEFT JOIN loans l ON l.school_id = s.id
     WHERE s.region IS NOT NULL GROUP BY s.region ORDER BY s.region`,
} as const;
