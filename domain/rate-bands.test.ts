import { describe, expect, it } from 'vitest';
import { annualRateBpForBureauScore } from './rate-bands.ts';

describe('the rate bands', () => {
  it('prices each band at its rate, the band starting at its lower edge', () => {
    expect([900, 780, 779, 730, 729, 680, 679, 300].map(annualRateBpForBureauScore)).toEqual([1200, 1200, 1400, 1400, 1600, 1600, 1800, 1800]);
  });

  it('prices a parent new to credit at the top band', () => {
    expect(annualRateBpForBureauScore(null)).toBe(1800);
  });
});
