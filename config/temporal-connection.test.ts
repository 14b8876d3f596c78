import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTemporalSettings } from './temporal-connection.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'temporal-tls-'));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

describe('Temporal connection settings', () => {
  it('connects in plain text to a dev server or an in-cluster frontend', () => {
    expect(readTemporalSettings({ TEMPORAL_ADDRESS: 'temporal.internal:7233' })).toEqual({ address: 'temporal.internal:7233', namespace: 'default', tls: false });
  });

  it('turns mTLS on from a certificate pair and a CA, and names the namespace', () => {
    const settings = readTemporalSettings({
      TEMPORAL_ADDRESS: 'feesetu.a1b2c.tmprl.cloud:7233', TEMPORAL_NAMESPACE: 'feesetu.a1b2c',
      TEMPORAL_TLS_CERT_FILE: file('client.pem', 'CERT'), TEMPORAL_TLS_KEY_FILE: file('client.key', 'KEY'), TEMPORAL_TLS_CA_FILE: file('ca.pem', 'CA'),
    });
    expect(settings.namespace).toBe('feesetu.a1b2c');
    expect(settings.tls && settings.tls.clientCertPair?.crt.toString()).toBe('CERT');
    expect(settings.tls && settings.tls.serverRootCACertificate?.toString()).toBe('CA');
  });

  it('takes an API key over TLS with the system roots', () => {
    expect(readTemporalSettings({ TEMPORAL_ADDRESS: 'ap-south-1.aws.api.temporal.io:7233', TEMPORAL_API_KEY: 'key' })).toMatchObject({ tls: {}, apiKey: 'key' });
  });

  it('names every problem: a missing address, half a certificate pair, an unreadable file', () => {
    expect(() => readTemporalSettings({})).toThrow('TEMPORAL_ADDRESS is required');
    expect(() => readTemporalSettings({ TEMPORAL_ADDRESS: 'http://x:7233' })).toThrow('TEMPORAL_ADDRESS must be host:port');
    expect(() => readTemporalSettings({ TEMPORAL_ADDRESS: 'x:7233', TEMPORAL_TLS_CERT_FILE: file('c.pem', 'C') })).toThrow('TEMPORAL_TLS_KEY_FILE: mTLS needs both');
    expect(() => readTemporalSettings({ TEMPORAL_ADDRESS: 'x:7233', TEMPORAL_TLS_CA_FILE: path.join(dir, 'absent.pem') })).toThrow('TEMPORAL_TLS_CA_FILE: cannot read');
  });
});
