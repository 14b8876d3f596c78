import { describe, expect, it } from 'vitest';
import { createSandboxVerificationProviders } from './verification-providers.ts';

const sandbox = createSandboxVerificationProviders();

describe('the sandbox verification providers answer deterministically and never pass what they did not check', () => {
  it('PAN: an individual PAN passes, digits 0000 are not found, a firm PAN is refused where a personal one is needed', async () => {
    expect((await sandbox.pan.verify('ABCPE1234F', { mustBeIndividual: true })).outcome).toBe('verified');
    expect((await sandbox.pan.verify('ABCPE0000F', { mustBeIndividual: true })).reason).toBe('No PAN record was found. Please check the number.');
    expect((await sandbox.pan.verify('ABCFE1234F', { mustBeIndividual: true })).outcome).toBe('failed');
    expect((await sandbox.pan.verify('ABCFE1234F', { mustBeIndividual: false })).details.holderType).toBe('Firm');
  });
  it('GSTIN: the check character is checked for real, and wrong-password is refused', async () => {
    expect((await sandbox.gstin.verify('27ABCFE1234F1ZW', { username: 'u', password: 'p' })).outcome).toBe('verified');
    expect((await sandbox.gstin.verify('27ABCFE1234F1ZX', { username: 'u', password: 'p' })).reason).toBe('Invalid GST Number.');
    expect((await sandbox.gstin.verify('27ABCFE1234F1ZW', { username: 'u', password: 'wrong-password' })).outcome).toBe('failed');
  });
  it('bank account: the IFSC must be in Razorpay\'s list, and an account ending 0000 cannot be credited', async () => {
    expect(await sandbox.bankAccount.verify('123456789012', 'HDFC0000001')).toMatchObject({ outcome: 'verified', details: { bank: 'HDFC Bank' } });
    expect((await sandbox.bankAccount.verify('123456789012', 'ABCD0123456')).reason).toBe('This IFSC code was not found. Please check it.');
    expect((await sandbox.bankAccount.verify('123456780000', 'HDFC0000001')).outcome).toBe('failed');
  });
  it('KYC OCR: a masked Aadhaar is read, a full one refused, a voter id found in the text', async () => {
    expect((await sandbox.kycOcr.read('aadhar', Buffer.from('XXXX XXXX 2346'))).details.documentNumber).toBe('XXXX XXXX 2346');
    expect((await sandbox.kycOcr.read('aadhar', Buffer.from('2341 2341 2346'))).details.fullNumberSeen).toBe(true);
    expect((await sandbox.kycOcr.read('voterid', Buffer.from('EPIC ABC1234567'))).details.documentNumber).toBe('XXXXXX4567');
    expect((await sandbox.kycOcr.read('passport', Buffer.from('no number'))).outcome).toBe('failed');
  });
  it('ITR and utility bills', async () => {
    expect((await sandbox.itr.verify({ username: 'ABCPE1234F', password: 'x' })).outcome).toBe('verified');
    expect((await sandbox.itr.verify({ username: 'meera', password: 'x' })).outcome).toBe('failed');
    expect((await sandbox.utilityBill.verify({ type: 'lpg', lpgId: 'LPG1000' })).outcome).toBe('failed');
    expect((await sandbox.utilityBill.verify({ type: 'lpg', lpgId: 'LPG1001' })).outcome).toBe('verified');
  });
});
