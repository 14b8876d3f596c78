import { createHash } from 'node:crypto';
import { isValidPan } from '../../domain/identifiers/pan.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';
import { SANDBOX_WRONG_PASSWORD } from './gstin.provider.ts';

/** Logs in to the income-tax portal with the parent's credentials to fetch their returns. */
export interface ItrProvider {
  verify(credentials: { username: string; password: string }): Promise<CheckResult>;
}

/** One filed income-tax return as the portal lists it. Amounts in paise (whole rupees × 100). */
export interface FiledReturn {
  assessmentYear: string;
  itrForm: string;
  grossTotalIncomePaise: number;
  taxPaidPaise: number;
  filedOn: string;
  acknowledgementNumber: string;
}

const RUPEE = 100;

/** Tax of the new regime's slabs on a whole-rupee income, with the section 87A rebate up to ₹7,00,000 and 4 % cess. */
export function sandboxTaxOf(incomeRupees: number): number {
  if (incomeRupees <= 700_000) return 0;
  const slabs: [number, number][] = [[300_000, 0], [700_000, 5], [1_000_000, 10], [1_200_000, 15], [1_500_000, 20], [Infinity, 30]];
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of slabs) {
    if (incomeRupees > lower) tax += ((Math.min(incomeRupees, upper) - lower) * rate) / 100;
    lower = upper;
  }
  return Math.round(tax * 1.04);
}

/** The latest assessment year whose returns are due (31 July): "2025-26" from August 2025. */
function latestAssessmentYear(today: Date): number {
  const year = today.getUTCFullYear();
  return today.getUTCMonth() >= 7 ? year : year - 1;
}

/**
 * The returns the sandbox portal lists for a PAN: the last three assessment years, generated from a
 * seed of the PAN so the same PAN always gives the same returns (income grows about 8 % a year).
 * An individual's PAN (4th letter P) files ITR-1 up to ₹50 lakh and ITR-2 above; a firm ITR-5,
 * a company ITR-6, others ITR-4.
 */
export function sandboxFiledReturns(pan: string, today: Date): FiledReturn[] {
  const seed = createHash('sha256').update(pan.toUpperCase()).digest();
  const baseIncome = 400_000 + (seed.readUInt16BE(0) % 48) * 25_000; // ₹4,00,000 to ₹15,75,000 in the oldest year
  const latest = latestAssessmentYear(today);
  const kind = pan.toUpperCase()[3];
  return [2, 1, 0].map((back, index) => {
    const ay = latest - back;
    const income = Math.round(baseIncome * 1.08 ** index);
    const form = kind === 'P' ? (income > 5_000_000 ? 'ITR-2' : 'ITR-1') : kind === 'F' ? 'ITR-5' : kind === 'C' ? 'ITR-6' : 'ITR-4';
    const day = 5 + (seed[2 + index]! % 25);
    const ack = String(seed.readUInt32BE(4 + index * 4)).padStart(10, '0').slice(0, 10);
    return {
      assessmentYear: `${ay}-${String((ay + 1) % 100).padStart(2, '0')}`,
      itrForm: form,
      grossTotalIncomePaise: income * RUPEE,
      taxPaidPaise: sandboxTaxOf(income) * RUPEE,
      filedOn: `${ay}-07-${String(day).padStart(2, '0')}`,
      acknowledgementNumber: `${ack}${String(ay - 1).slice(2)}${String(index + 1).padStart(3, '0')}`,
    };
  });
}

/**
 * Sandbox: the portal's user id is the PAN, so a user id that is not a PAN is refused, as is the
 * password `wrong-password`. On a successful login it lists the last three filed returns
 * (`sandboxFiledReturns`), kept in the check's details as `filedReturns` (JSON text: the details are flat).
 */
export function createSandboxItrProvider(options: { today?: () => Date } = {}): ItrProvider {
  const provider = 'sandbox-itr';
  const today = options.today ?? (() => new Date());
  return {
    async verify({ username, password }): Promise<CheckResult> {
      if (!isValidPan(username.toUpperCase())) return { outcome: 'failed', reason: 'The income-tax portal User ID is your PAN. Please check it.', details: {}, provider };
      if (password === SANDBOX_WRONG_PASSWORD) {
        return { outcome: 'failed', reason: 'The income-tax portal username or password is incorrect.', details: {}, provider };
      }
      const returns = sandboxFiledReturns(username, today());
      return { outcome: 'verified', details: { returnsFetched: returns.length, filedReturns: JSON.stringify(returns), sandbox: true }, provider };
    },
  };
}
