import { describe, expect, it } from 'vitest';
import { formatWholeRupees } from './format.ts';

describe('formatWholeRupees', () => {
  it('groups lakhs and crores the Indian way, with the rupee sign', () => {
    expect(formatWholeRupees(100000)).toBe('₹1,00,000');
    expect(formatWholeRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatWholeRupees(999)).toBe('₹999');
    expect(formatWholeRupees(0)).toBe('₹0');
  });

  it('shows whole rupees only', () => {
    expect(formatWholeRupees(1500.4)).toBe('₹1,500');
  });
});
