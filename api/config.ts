import path from 'node:path';
import { z } from 'zod';

const apiEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  // Connections this process keeps to PostgreSQL. More than the database's cores can run at once only
  // queue inside PostgreSQL and cost it switching between them: at 20 on two cores the hot reads
  // answered a third fewer requests than at 10.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Temporal's address, namespace, TLS and API key: config/temporal-connection.ts.
  WEB_DIST: z.string().default(path.resolve('web/dist')),
  // Secrets: `npm start` and the tests generate local ones; production must set its own.
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  OTP_PEPPER: z.string().min(32, 'OTP_PEPPER must be at least 32 characters'),
  DATA_ENCRYPTION_KEY: z.string().min(44, 'DATA_ENCRYPTION_KEY must be 32 bytes in base64'),
  // Requests per 15 minutes from one address to the code-sending routes (sign-in routes get twice as many).
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Uploaded documents; the worker reads the same place (its KYC check).
  UPLOAD_DIR: z.string().default('.data/uploads'),
  // Where parents reach the product (links in messages); production must say it.
  PUBLIC_ORIGIN: z.url({ error: 'PUBLIC_ORIGIN must be the https:// origin parents use, e.g. https://app.feesetu.in' }).optional(),
  // How long a stop waits for requests in flight before closing their connections.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds' }).int().min(0).default(20_000),
  // `npm run migrate` is the release step of a deployment; the processes also migrate at start unless told not to.
  MIGRATE_ON_START: z.enum(['true', 'false'], { error: 'MIGRATE_ON_START must be true or false' }).default('true').transform((value) => value === 'true'),
});
export type ApiConfig = z.infer<typeof apiEnv>;

/** The API's settings from its environment; every missing variable is named at once. */
export function loadApiConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const parsed = apiEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`API configuration is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
