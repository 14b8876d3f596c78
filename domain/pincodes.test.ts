import { describe, expect, it } from 'vitest';
import { KNOWN_CITY_PINCODES, lookUpPincode } from './pincodes.ts';

describe('pincode look-up', () => {
  it('names the city and state of a well-known city pincode', () => {
    expect(lookUpPincode('400001')).toEqual({ pincode: '400001', city: 'Mumbai', state: 'Maharashtra' });
    expect(lookUpPincode('560034')).toEqual({ pincode: '560034', city: 'Bengaluru', state: 'Karnataka' });
  });
  it('names only the state where the city is not known', () => {
    expect(lookUpPincode('431601')).toEqual({ pincode: '431601', city: undefined, state: 'Maharashtra' });
  });
  it('uses the three-digit circle where two digits are shared by states', () => {
    expect(lookUpPincode('403001')?.state).toBe('Goa');
    expect(lookUpPincode('248001')).toMatchObject({ city: 'Dehradun', state: 'Uttarakhand' });
    expect(lookUpPincode('834001')).toMatchObject({ city: 'Ranchi', state: 'Jharkhand' });
  });
  it('knows nothing of a prefix no circle uses, and refuses what is not a pincode', () => {
    expect(lookUpPincode('999999')).toEqual({ pincode: '999999', city: undefined, state: undefined });
    expect(lookUpPincode('012345')).toBeUndefined();
    expect(lookUpPincode('40001')).toBeUndefined();
  });
  it('bundles a few thousand city pincodes', () => {
    expect(KNOWN_CITY_PINCODES).toBeGreaterThan(1500);
  });
});
