import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './form-errors.ts';

const schema = z.object({
  phoneNo: z.string().regex(/^[0-9]{10}$/, 'Enter a 10-digit mobile number.').refine((v) => !v.startsWith('0'), 'A mobile number does not start with 0.'),
  address: z.object({ pincode: z.string().length(6, 'Enter the 6-digit pincode.') }),
});

describe('fieldErrors', () => {
  it('keeps the first complaint of each field', () => {
    const parsed = schema.safeParse({ phoneNo: '012', address: { pincode: '1234567' } });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ phoneNo: 'Enter a 10-digit mobile number.', address: 'Enter the 6-digit pincode.' });
  });

  it('has nothing to say about fields that passed', () => {
    const parsed = schema.safeParse({ phoneNo: '9876543210', address: {} });
    expect(Object.keys(fieldErrors(parsed.error!))).toEqual(['address']);
  });
});
