import { emiCalculatorResultSchema, type EmiCalculatorResult } from '../../../../../domain/schemas/emi-calculator.schema.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** POST /documents/emicalculator: no sign-in needed. */
export async function calculateEmi(rows: { principle: string; months: string; rate: string }[]): Promise<EmiCalculatorResult> {
  const body = { emiDetails: rows.map((r) => ({ principle: Number(r.principle), months: Number(r.months), rate: Number(r.rate) })) };
  const answer = await apiRequest<unknown>('POST', '/documents/emicalculator', body);
  return emiCalculatorResultSchema.parse(answer.data);
}
