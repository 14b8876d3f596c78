import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  SESSION_SECRET: string;
  OTP_PEPPER: string;
  DATA_ENCRYPTION_KEY: string;
}

/** Fresh random secrets (tests). */
export function generateSecrets(): LocalSecrets {
  return {
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    OTP_PEPPER: randomBytes(48).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
}

/**
 * Secrets for a local `npm start`: made once and kept beside the data they protect, so encrypted
 * columns stay readable across restarts. A deployment sets its own in the environment instead.
 */
export async function loadOrCreateLocalSecrets(file = '.data/secrets.json'): Promise<LocalSecrets> {
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
  const secrets = generateSecrets();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
