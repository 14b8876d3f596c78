/**
 * The portfolio figures that come from repayments, over the instalment and payment tables of
 * 002_lifecycle. Each is a definition the dashboard states in words (domain/portfolio-figures.ts).
 * `requires` names the tables; until they exist the figures are zero.
 */
export const REPAYMENT_SQL = {
  requires: ['instalments', 'payments'],

  /** Interest and fees actually collected: the interest part of paid instalments, plus penal charges and fees paid. */
  totalEarning: `
    SELECT coalesce((SELECT sum(interest_paise) FROM instalments WHERE status = 'paid'), 0)
         + coalesce((SELECT sum(amount_paise) FROM payments WHERE status = 'succeeded' AND kind IN ('penal_charge', 'fee')), 0) AS paise`,

  /** The interest part of paid instalments by the month (India time) it was received, oldest first, the last twelve months. */
  interestByMonth: `
    SELECT to_char(date_trunc('month', paid_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM') AS month, sum(interest_paise) AS paise
      FROM instalments WHERE status = 'paid' AND paid_at >= date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') - interval '11 months'
     GROUP BY 1 ORDER BY 1`,

  /** Borrowers with an instalment past its due date and still unpaid. */
  defaulters: `
    SELECT DISTINCT l.borrower_id FROM instalments i JOIN loans l ON l.id = i.loan_id
     WHERE i.status <> 'paid' AND i.due_date < (now() AT TIME ZONE 'Asia/Kolkata')::date`,

  /** Borrowers who have paid at least one instalment and have none overdue. */
  timely: `
    SELECT l.borrower_id FROM instalments i JOIN loans l ON l.id = i.loan_id
     GROUP BY l.borrower_id
    HAVING count(*) FILTER (WHERE i.status = 'paid') > 0
       AND count(*) FILTER (WHERE i.status <> 'paid' AND i.due_date < (now() AT TIME ZONE 'Asia/Kolkata')::date) = 0`,

  /** Each region's listed schools, the loans for fees at them, and what was disbursed to them. */
  regions: `
    SELECT s.region, count(DISTINCT s.id)::int AS schools, count(l.id)::int AS loans,
           coalesce(sum(l.principal_paise) FILTER (WHERE l.status IN ('disbursed', 'repaying', 'closed')), 0) AS disbursed
      FROM schools s LEFT JOIN loans l ON l.school_id = s.id
     WHERE s.region IS NOT NULL GROUP BY s.region ORDER BY s.region`,
} as const;
