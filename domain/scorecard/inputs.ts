import { monthlyEmiPaise } from '../emi.ts';
import type { BankFiguresForScore } from '../bank-statement/score-figures.ts';
import type { CheckKind, CheckOutcome, ScorecardInput } from './expert-score.ts';

// From the stored application and its checks to the scorecard's inputs. The application keeps
// experience and residence as bands ('3-5', 'less than 1', '>10'); the score takes each band's floor.

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});

/** The lower bound of a band in years; null when no band was given. */
export function bandFloor(band: unknown): number | null {
  if (typeof band !== 'string' || band.trim() === '') return null;
  if (/less than/i.test(band)) return 0;
  const first = /\d+/.exec(band);
  return first ? Number(first[0]) : null;
}

export interface StoredLoanFacts {
  principalPaise: number;
  tenureMonths: number;
  annualRateBp: number;
  application: Obj;
  checks: { kind: string; outcome: string; details: Obj }[];
  bank: BankFiguresForScore;
}

const CHECK_KINDS: CheckKind[] = ['pan', 'bank_account', 'kyc_ocr', 'utility', 'itr', 'gstin'];
const outcomeOf = (value: string | undefined): CheckOutcome => (value === 'verified' || value === 'failed' ? value : 'not_done');

export function scorecardInputOf(facts: StoredLoanFacts): ScorecardInput {
  const app = facts.application;
  const employmentStatus = (app.emp_path ?? obj(app.profile).emp_status) === 'Self-Employed' ? 'Self-Employed' : 'Salaried';
  const byKind = new Map(facts.checks.map((c) => [c.kind, c]));
  const bureau = byKind.get('bureau');
  const bureauScore = typeof bureau?.details.score === 'number' ? bureau.details.score : null;
  const address = obj(app.address);
  return {
    employmentStatus,
    bureauScore,
    bureauOutcome: outcomeOf(bureau?.outcome),
    checks: Object.fromEntries(CHECK_KINDS.map((kind) => [kind, outcomeOf(byKind.get(kind)?.outcome)])) as Record<CheckKind, CheckOutcome>,
    proposedEmiPaise: monthlyEmiPaise(facts.principalPaise, facts.annualRateBp, facts.tenureMonths),
    monthlyIncomePaise: facts.bank.monthlyNetTakeHomePaise,
    monthlyObligationsPaise: facts.bank.monthlyObligationsPaise,
    averageBalancePaise: facts.bank.averageBalancePaise,
    bouncedDebits: facts.bank.bouncedDebits,
    yearsInWork: employmentStatus === 'Salaried' ? bandFloor(obj(app.employment).work_experience) : bandFloor(obj(app.business_history).no_of_years),
    yearsAtResidence: bandFloor(address.living_years),
    ownsResidence: typeof address.residence_type === 'string' ? /own/i.test(address.residence_type) : null,
  };
}
