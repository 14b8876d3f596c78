import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './field-encryption.ts';

const cipher = createFieldCipher(randomBytes(32).toString('base64'));

describe('field encryption', () => {
  it('gives back what it sealed', () => {
    expect(cipher.decrypt(cipher.encrypt('ABCDE1234F'))).toBe('ABCDE1234F');
  });

  it('never shows the plain value in what it stores', () => {
    expect(cipher.encrypt('ABCDE1234F')).not.toContain('ABCDE1234F');
  });

  it('seals the same value differently each time', () => {
    expect(cipher.encrypt('1234')).not.toBe(cipher.encrypt('1234'));
  });

  it('refuses a tampered value', () => {
    const sealed = cipher.encrypt('1234');
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('refuses a key of the wrong length', () => {
    expect(() => createFieldCipher(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
