/**
 * The annual rate a loan is priced at, in basis points, by the parent's bureau score. A parent new to
 * credit (no score) is priced at the top band, as the lowest scores are.
 */
export function annualRateBpForBureauScore(score: number | null): number {
  const band = score ?? 0;
  return band >= 780 ? 1200 : band >= 730 ? 1400 : band >= 680 ? 1600 : 1800;
}
