import { describe, expect, it } from 'vitest';
import { monthlyEmiPaise, monthlyEmiRupees } from './emi.ts';

describe('reducing-balance EMI', () => {
  // Worked by hand: r = 0.01, (1.01)^12 = 1.126825030…, EMI = 100000 × 0.01 × 1.126825 / 0.126825 = 8884.88
  it('is ₹8,885 a month for ₹1,00,000 over 12 months at 12%', () => {
    expect(monthlyEmiRupees(100_000, 12, 12)).toBe(8885);
  });

  // r = 0.0125, (1.0125)^18 = 1.250577…, EMI = 300000 × 0.0125 × 1.250577 / 0.250577 = 18715.44
  it('is ₹18,715 a month for ₹3,00,000 over 18 months at 15%', () => {
    expect(monthlyEmiRupees(300_000, 15, 18)).toBe(18715);
  });

  // r = 0.00833…, (1+r)^6 = 1.051053…, EMI = 150000 × r × 1.051053 / 0.051053 = 25734.21
  it('is ₹25,734 a month for ₹1,50,000 over 6 months at 10%', () => {
    expect(monthlyEmiRupees(150_000, 10, 6)).toBe(25734);
  });

  it('divides the principal evenly when the rate is zero', () => {
    expect(monthlyEmiRupees(120_000, 0, 12)).toBe(10_000);
  });

  it('rounds paise to the whole rupee for the repayment schedule', () => {
    expect(monthlyEmiPaise(100_000_00, 1200, 12)).toBe(8885_00);
  });

  it('refuses a principal that is not a positive whole number', () => {
    expect(() => monthlyEmiRupees(-5, 12, 12)).toThrow(/principal/);
    expect(() => monthlyEmiRupees(100.5, 12, 12)).toThrow(/principal/);
  });

  it('refuses a tenure of no months', () => {
    expect(() => monthlyEmiRupees(100_000, 12, 0)).toThrow(/months/);
  });
});
