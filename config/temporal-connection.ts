import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * How API and worker reach Temporal: a self-hosted cluster (plain, TLS or mTLS) or Temporal Cloud
 * (mTLS or an API key). Files are read once at start-up; a missing or unreadable one is named.
 */
const temporalEnv = z.object({
  TEMPORAL_ADDRESS: z.string({ error: 'TEMPORAL_ADDRESS is required (host:port of the Temporal frontend)' })
    .regex(/^[^\s:/]+:[0-9]{1,5}$/, 'TEMPORAL_ADDRESS must be host:port, e.g. temporal.internal:7233 or <ns>.tmprl.cloud:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  // "true" turns TLS on with the system's trusted roots (Temporal Cloud with an API key, or a public CA).
  TEMPORAL_TLS: z.enum(['true', 'false'], { error: 'TEMPORAL_TLS must be true or false' }).optional(),
  TEMPORAL_TLS_CA_FILE: z.string().optional(),
  TEMPORAL_TLS_CERT_FILE: z.string().optional(),
  TEMPORAL_TLS_KEY_FILE: z.string().optional(),
  TEMPORAL_TLS_SERVER_NAME: z.string().optional(),
  TEMPORAL_API_KEY: z.string().min(1).optional(),
}).superRefine((env, ctx) => {
  if (Boolean(env.TEMPORAL_TLS_CERT_FILE) !== Boolean(env.TEMPORAL_TLS_KEY_FILE)) {
    ctx.addIssue({ code: 'custom', path: [env.TEMPORAL_TLS_CERT_FILE ? 'TEMPORAL_TLS_KEY_FILE' : 'TEMPORAL_TLS_CERT_FILE'], message: 'mTLS needs both TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE' });
  }
  if (env.TEMPORAL_TLS === 'false' && (env.TEMPORAL_TLS_CERT_FILE || env.TEMPORAL_TLS_CA_FILE || env.TEMPORAL_API_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['TEMPORAL_TLS'], message: 'TEMPORAL_TLS=false contradicts the certificates or API key given' });
  }
});

export interface TemporalSettings {
  address: string;
  namespace: string;
  tls: false | { serverNameOverride?: string; serverRootCACertificate?: Buffer; clientCertPair?: { crt: Buffer; key: Buffer } };
  apiKey?: string;
}

/** Temporal's connection settings from the environment, or every problem with them named. */
export function readTemporalSettings(env: NodeJS.ProcessEnv): TemporalSettings {
  const parsed = temporalEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Temporal configuration is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const e = parsed.data;
  const problems: string[] = [];
  const read = (variable: string, file: string | undefined): Buffer | undefined => {
    if (!file) return undefined;
    try {
      return readFileSync(file);
    } catch (error) {
      problems.push(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      return undefined;
    }
  };
  const ca = read('TEMPORAL_TLS_CA_FILE', e.TEMPORAL_TLS_CA_FILE);
  const crt = read('TEMPORAL_TLS_CERT_FILE', e.TEMPORAL_TLS_CERT_FILE);
  const key = read('TEMPORAL_TLS_KEY_FILE', e.TEMPORAL_TLS_KEY_FILE);
  if (problems.length > 0) throw new Error(`Temporal configuration is invalid: ${problems.join('; ')}`);
  // TLS is on when asked, or implied by a certificate or an API key (Temporal Cloud refuses plain connections).
  const wantsTls = e.TEMPORAL_TLS === 'true' || Boolean(ca || crt || e.TEMPORAL_API_KEY);
  return {
    address: e.TEMPORAL_ADDRESS,
    namespace: e.TEMPORAL_NAMESPACE,
    tls: wantsTls
      ? {
          ...(e.TEMPORAL_TLS_SERVER_NAME ? { serverNameOverride: e.TEMPORAL_TLS_SERVER_NAME } : {}),
          ...(ca ? { serverRootCACertificate: ca } : {}),
          ...(crt && key ? { clientCertPair: { crt, key } } : {}),
        }
      : false,
    ...(e.TEMPORAL_API_KEY ? { apiKey: e.TEMPORAL_API_KEY } : {}),
  };
}

/** The options both Temporal connection kinds (client and worker) take. */
export function temporalConnectionOptions(settings: TemporalSettings) {
  return { address: settings.address, tls: settings.tls, ...(settings.apiKey ? { apiKey: settings.apiKey } : {}) };
}
