import { describe, expect, it } from 'vitest';
import { expertScore, SCORECARD_MAX, type ScorecardInput } from './expert-score.ts';
import { defaultProbability, riskAnalysis } from './risk-analysis.ts';

const rupees = (r: number) => r * 100;
const ALL_VERIFIED = { pan: 'verified', bank_account: 'verified', kyc_ocr: 'verified', utility: 'verified', itr: 'verified', gstin: 'not_done' } as const;

// Worked example 1 (SCORECARD.md): a salaried parent with a strong file.
const salaried: ScorecardInput = {
  employmentStatus: 'Salaried', bureauScore: 760, bureauOutcome: 'verified', checks: ALL_VERIFIED,
  proposedEmiPaise: rupees(13_000), monthlyIncomePaise: rupees(1_00_000), monthlyObligationsPaise: rupees(15_000),
  averageBalancePaise: rupees(50_000), bouncedDebits: 0, yearsInWork: 5, yearsAtResidence: 3, ownsResidence: true,
};

// Worked example 2: a self-employed parent with a thinner file.
const selfEmployed: ScorecardInput = {
  employmentStatus: 'Self-Employed', bureauScore: 680, bureauOutcome: 'verified',
  checks: { pan: 'verified', bank_account: 'verified', kyc_ocr: 'verified', utility: 'failed', itr: 'not_done', gstin: 'verified' },
  proposedEmiPaise: rupees(12_000), monthlyIncomePaise: rupees(60_000), monthlyObligationsPaise: rupees(24_000),
  averageBalancePaise: rupees(20_000), bouncedDebits: 2, yearsInWork: 1, yearsAtResidence: null, ownsResidence: false,
};

describe('expert score', () => {
  it('adds the points table to 1000 at best', () => {
    const best = expertScore({ ...salaried, yearsAtResidence: 10, monthlyObligationsPaise: 0 });
    expect(best.factors.reduce((sum, f) => sum + f.max, 0)).toBe(SCORECARD_MAX);
    expect(best.expertScore).toBe(1000);
    expect(best.reasonCodes).toEqual([]);
  });

  it('scores worked example 1 (salaried) at 990 with no reason codes', () => {
    const score = expertScore(salaried);
    expect(score.factors.map((f) => [f.factor, f.points])).toEqual([
      ['Credit bureau', 250], ['Debt-to-income', 150], ['Repayment-to-income', 150], ['Time in current job', 100],
      ['Residence', 40], ['Identity and KYC', 150], ['Income documents', 50], ['Bank conduct', 100],
    ]);
    expect(score.expertScore).toBe(990);
    expect(score.reasonCodes).toEqual([]);
  });

  it('scores worked example 2 (self-employed) at 510 and names every lost point', () => {
    const score = expertScore(selfEmployed);
    expect(score.factors.map((f) => f.points)).toEqual([150, 60, 50, 45, 5, 120, 25, 55]);
    expect(score.expertScore).toBe(510);
    expect(score.reasonCodes).toEqual(['R03', 'R05', 'R06', 'R07', 'R08', 'R11', 'R13', 'R15', 'R16']);
  });

  it('moves when the data moves', () => {
    expect(expertScore({ ...salaried, bureauScore: 640 }).expertScore).toBe(990 - 160);
    expect(expertScore({ ...salaried, bouncedDebits: 3 }).reasonCodes).toContain('R15');
    expect(expertScore({ ...salaried, checks: { ...ALL_VERIFIED, pan: 'failed' } }).expertScore).toBe(950);
  });

  it('scores missing inputs as missing, with their reason, never as good', () => {
    const unknown = expertScore({ ...salaried, bureauScore: null, monthlyIncomePaise: null, monthlyObligationsPaise: null, averageBalancePaise: null, bouncedDebits: null });
    expect(unknown.reasonCodes).toEqual(expect.arrayContaining(['R01', 'R04', 'R17']));
    expect(unknown.expertScore).toBe(100 + 40 + 30 + 100 + 40 + 150 + 50 + 20);
    expect(expertScore({ ...salaried, bureauOutcome: 'failed' }).factors[0]).toMatchObject({ points: 0, reasons: ['R02'] });
  });
});

describe('risk analysis', () => {
  it('computes the ratios, the credit record and the probability of default of example 1', () => {
    expect(riskAnalysis(salaried, 990)).toEqual({
      credit_record: 'Excellent', debt_to_income: 0.15, repayment_to_income: 0.28,
      default_probability: '1/120', default_probability_value: 0.0083, risk_factor: 0.0037,
    });
  });

  it('computes example 2', () => {
    expect(riskAnalysis(selfEmployed, 510)).toEqual({
      credit_record: 'Fair', debt_to_income: 0.4, repayment_to_income: 0.6,
      default_probability: '1/5', default_probability_value: 0.1891, risk_factor: 0.0851,
    });
  });

  it('says so when income is not evidenced or the bureau has no record', () => {
    const analysis = riskAnalysis({ ...salaried, monthlyIncomePaise: null, bureauScore: null }, 600);
    expect(analysis).toMatchObject({ debt_to_income: null, repayment_to_income: null, credit_record: 'No history' });
  });

  it('halves the odds of default every 100 points below, from 4:1 at 500', () => {
    expect(defaultProbability(500)).toBeCloseTo(0.2, 10);
    expect(defaultProbability(600)).toBeCloseTo(1 / 9, 10);
  });
});
