import { monthlyEmiRupees } from './emi.ts';
import type { EmiCalculatorRequest, EmiCalculatorResult } from './schemas/emi-calculator.schema.ts';

/** The public calculator's answer: each child's EMI in whole rupees and their total. */
export function calculateEmis(request: EmiCalculatorRequest): EmiCalculatorResult {
  const emis = request.emiDetails.map((row) => monthlyEmiRupees(row.principle, row.rate, row.months));
  const [child1Emi = 0, child2Emi] = emis;
  return {
    child1Emi,
    ...(child2Emi === undefined ? {} : { child2Emi }),
    totalEmi: emis.reduce((sum, emi) => sum + emi, 0),
  };
}
