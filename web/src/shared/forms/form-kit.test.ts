import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsOf } from './form-kit.tsx';

describe('errorsOf', () => {
  it('keys each complaint by the dotted path of its field, so each of two students gets its own', () => {
    const schema = z.object({ studentdetails: z.array(z.object({ pincode: z.string().length(6, 'Enter the 6-digit pincode.') })) });
    const parsed = schema.safeParse({ studentdetails: [{ pincode: '411001' }, { pincode: '41' }] });
    expect(errorsOf(parsed.error!)).toEqual({ 'studentdetails.1.pincode': 'Enter the 6-digit pincode.' });
  });

  it('keeps the first complaint when a field breaks two rules', () => {
    const parsed = z.object({ pan: z.string().min(10, 'Too short.').regex(/^[A-Z]/, 'Starts with a letter.') }).safeParse({ pan: '1' });
    expect(errorsOf(parsed.error!)).toEqual({ pan: 'Too short.' });
  });
});
