import { z } from 'zod';

const workerEnv = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  // Temporal's address, namespace, TLS and API key: config/temporal-connection.ts.
  DATA_ENCRYPTION_KEY: z.string().min(44, 'DATA_ENCRYPTION_KEY must be 32 bytes in base64'),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error']).default('info'),
  // Uploaded documents (the KYC check reads them); the API writes to the same place.
  UPLOAD_DIR: z.string().default('.data/uploads'),
  // Health and metrics for an orchestrator and Prometheus (GET /health/live, /health/ready); off when unset.
  WORKER_HTTP_PORT: z.coerce.number({ error: 'WORKER_HTTP_PORT must be a port number' }).int().min(1).max(65535).optional(),
  // How long a stop waits for running activities and jobs before leaving them to Temporal's and pg-boss's retries.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds' }).int().min(0).default(20_000),
  // `npm run migrate` is the release step of a deployment; the processes also migrate at start unless told not to.
  MIGRATE_ON_START: z.enum(['true', 'false'], { error: 'MIGRATE_ON_START must be true or false' }).default('true').transform((value) => value === 'true'),
  // Worker Versioning (docs/workflow-versioning.md): the deployment, this build, and who makes a build current.
  TEMPORAL_DEPLOYMENT_NAME: z.string().min(1).default('feesetu'),
  TEMPORAL_BUILD_ID: z.string().min(1).optional(),
  TEMPORAL_VERSIONING: z.enum(['promote', 'rollout', 'off']).optional(),
  NODE_ENV: z.string().optional(),
  FEESETU_MODE: z.string().optional(),
}).transform((env) => ({
  ...env,
  // In production an operator makes a build current after checking it; on one machine the newest build is current.
  TEMPORAL_VERSIONING: env.TEMPORAL_VERSIONING ?? (env.FEESETU_MODE === 'production' || env.NODE_ENV === 'production' ? 'rollout' as const : 'promote' as const),
}));
export type WorkerConfig = z.output<typeof workerEnv>;

/** The worker's settings from its environment; every missing variable is named at once. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv): WorkerConfig {
  const parsed = workerEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Worker configuration is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
