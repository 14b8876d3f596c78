import { describe, expect, it } from 'vitest';
import { LOAN_STATUSES } from './enums-lifecycle.ts';
import { LOAN_SIZE_THRESHOLD_PAISE, LOAN_STATUS_GROUPS } from './portfolio-figures.ts';

describe('the dashboard\'s loan groupings', () => {
  it('puts every loan status in at most one bar of the Loan Status chart', () => {
    const grouped = Object.values(LOAN_STATUS_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('leaves out only the loans that ended without a decision to report (expired offers, cancellations)', () => {
    const grouped = new Set<string>(Object.values(LOAN_STATUS_GROUPS).flat());
    expect(LOAN_STATUSES.filter((s) => !grouped.has(s))).toEqual(['offer_expired', 'cancelled']);
  });

  it('splits the Number of Loans chart at three lakh rupees', () => {
    expect(LOAN_SIZE_THRESHOLD_PAISE).toBe(300_000 * 100);
  });
});
