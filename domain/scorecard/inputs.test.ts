import { describe, expect, it } from 'vitest';
import { NO_BANK_FIGURES } from '../bank-statement/score-figures.ts';
import { monthlyEmiPaise } from '../emi.ts';
import { expertScore, REASONS } from './expert-score.ts';
import { bandFloor, scorecardInputOf, type StoredLoanFacts } from './inputs.ts';
import { riskAnalysis } from './risk-analysis.ts';

/** What the score card shows for stored facts: the activity's computation, without the database. */
function scoreLoan(facts: StoredLoanFacts) {
  const input = scorecardInputOf(facts);
  const score = expertScore(input);
  return {
    input, expert_score: score.expertScore, factors: score.factors, credit_score: input.bureauOutcome === 'verified' ? input.bureauScore : null,
    reason_codes: score.reasonCodes.map((code) => ({ code, text: REASONS[code] })), risk_analysis: riskAnalysis(input, score.expertScore),
  };
}

const rupees = (r: number) => r * 100;
const verified = (kind: string, details: Record<string, unknown> = {}) => ({ kind, outcome: 'verified', details }) as StoredLoanFacts['checks'][number];

// Worked example 3 of SCORECARD.md: a salaried parent as the database holds them.
const salaried: StoredLoanFacts = {
  application: {
    profile: { emp_status: 'Salaried' },
    address: { residence_type: 'Owned', living_years: '3-5' },
    employment: { work_experience: '5-7' },
  },
  checks: [verified('pan'), verified('bank_account'), verified('kyc_ocr'), verified('utility'), verified('itr'), verified('bureau', { score: 760 })],
  principalPaise: rupees(1_50_000), tenureMonths: 12, annualRateBp: 1200,
  bank: { averageBalancePaise: rupees(60_000), monthlyNetTakeHomePaise: rupees(1_00_000), monthlyObligationsPaise: rupees(10_000), bouncedDebits: 0, monthsCovered: 6 },
};

// Worked example 4: a self-employed parent with no analysable statement and a GSTIN check failed.
const selfEmployed: StoredLoanFacts = {
  application: {
    profile: { emp_status: 'Self-Employed' },
    address: { residence_type: 'Rented', living_years: 'less than 1' },
    business_history: { no_of_years: '1-3' },
  },
  checks: [verified('pan'), verified('bank_account'), verified('kyc_ocr'), verified('utility'), { kind: 'gstin', outcome: 'failed', details: {} }, verified('bureau', { score: 690 })],
  principalPaise: rupees(1_20_000), tenureMonths: 12, annualRateBp: 1600,
  bank: NO_BANK_FIGURES,
};

describe('the loan scorecard from stored data', () => {
  it('reads bands of years as their lower bound, and nothing as nothing', () => {
    expect([bandFloor('less than 1'), bandFloor('1-3'), bandFloor('>10'), bandFloor('4'), bandFloor(null), bandFloor('')]).toEqual([0, 1, 10, 4, null, null]);
  });

  it('scores worked example 3 (salaried): the EMI comes from domain/emi.ts and the ratios from the statement', () => {
    const emi = monthlyEmiPaise(rupees(1_50_000), 1200, 12);
    expect(emi).toBe(1332700);
    const card = scoreLoan(salaried);
    expect(card.input).toMatchObject({ yearsInWork: 5, yearsAtResidence: 3, ownsResidence: true, proposedEmiPaise: emi });
    // 250 bureau + 150 DTI (0.10) + 150 RTI (0.2333) + 100 job + 40 residence + 150 KYC + 50 ITR + 100 bank conduct (cover 4.5)
    expect(card.expert_score).toBe(990);
    expect(card.credit_score).toBe(760);
    expect(card.reason_codes).toEqual([]);
    expect(card.risk_analysis).toMatchObject({ credit_record: 'Excellent', debt_to_income: 0.1, repayment_to_income: 0.2333, default_probability: '1/120' });
  });

  it('scores worked example 4 (self-employed) with a reason for every missing or failed input', () => {
    const card = scoreLoan(selfEmployed);
    expect(card.factors.map((f) => [f.factor, f.points, f.max])).toEqual([
      ['Credit bureau', 150, 250], ['Debt-to-income', 40, 150], ['Repayment-to-income', 30, 150], ['Business vintage', 45, 100],
      ['Residence', 5, 50], ['Identity and KYC', 150, 150], ['Income documents', 0, 50], ['Bank conduct', 20, 100],
    ]);
    expect(card.expert_score).toBe(440);
    expect(card.reason_codes.map((r) => r.code)).toEqual(['R03', 'R04', 'R07', 'R08', 'R13', 'R14', 'R17']);
    expect(card.reason_codes.find((r) => r.code === 'R14')?.text).toBe('GSTIN not verified');
    expect(card.risk_analysis).toMatchObject({ credit_record: 'Fair', debt_to_income: null, repayment_to_income: null });
  });

  it('changes the score, the reasons and the fingerprint when an input changes', () => {
    const base = scoreLoan(salaried);
    const bounced = scoreLoan({ ...salaried, bank: { ...salaried.bank, bouncedDebits: 2 } });
    expect(bounced.expert_score).toBe(base.expert_score - 30);
    expect(bounced.reason_codes.map((r) => r.code)).toEqual(['R15']);
    const poorer = scoreLoan({ ...salaried, bank: { ...salaried.bank, monthlyNetTakeHomePaise: rupees(40_000) } });
    expect(poorer.reason_codes.map((r) => r.code)).toEqual(['R06']);
    expect(poorer.risk_analysis.repayment_to_income).toBe(0.5832);
  });

  it('never scores a bureau that was not pulled as a good record', () => {
    const card = scoreLoan({ ...salaried, checks: salaried.checks.filter((c) => c.kind !== 'bureau') });
    expect(card.credit_score).toBeNull();
    expect(card.factors[0]).toMatchObject({ points: 60, reasons: ['R18'] });
    expect(card.reason_codes).toContainEqual({ code: 'R18', text: 'Credit bureau not pulled' });
    expect(card.risk_analysis.credit_record).toBe('Not available');
  });
});
