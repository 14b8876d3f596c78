import { Client, Connection } from '@temporalio/client';
import { pino } from 'pino';
import { startBoss } from '../db/boss.ts';
import { migrate } from '../db/migrate.ts';
import { createPool } from '../db/pool.ts';
import { createApp } from './app.ts';
import { loadApiConfig } from './config.ts';
import { readSettings } from '../config/read-settings.ts';
import { readTemporalSettings, temporalConnectionOptions } from '../config/temporal-connection.ts';
import { createApiServices } from './services.ts';

const { config, temporalSettings } = readSettings({ config: () => loadApiConfig(process.env), temporalSettings: () => readTemporalSettings(process.env) });
let stopping = false;
const log = pino({ name: 'api', level: config.LOG_LEVEL });

if (config.MIGRATE_ON_START) await migrate(config.DATABASE_URL);
const pool = createPool(config.DATABASE_URL, config.DATABASE_POOL_SIZE, { genericPlans: true });
// Lazy: the API starts and answers 503 while Temporal is away, and reconnects when it returns.
const temporalConnection = Connection.lazy(temporalConnectionOptions(temporalSettings));
// The API only sends jobs; the worker runs them and pg-boss's maintenance.
const boss = await startBoss(config.DATABASE_URL, { supervise: false, onError: (error) => log.warn({ error: error.message }, 'pg-boss error') });
const services = createApiServices({
  pool,
  boss,
  secrets: { sessionSecret: config.SESSION_SECRET, otpPepper: config.OTP_PEPPER, dataEncryptionKey: config.DATA_ENCRYPTION_KEY },
  authRateLimit: config.AUTH_RATE_LIMIT,
  temporal: new Client({ connection: temporalConnection, namespace: temporalSettings.namespace }),
  uploadDir: config.UPLOAD_DIR,
});

const app = createApp({
  log,
  webDist: config.WEB_DIST,
  services,
  devTools: config.NODE_ENV !== 'production',
  probes: {
    draining: () => stopping,
    database: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    temporal: async () => {
      try {
        await temporalConnection.withDeadline(Date.now() + 2000, () => temporalConnection.healthService.check({}));
        return true;
      } catch {
        return false;
      }
    },
  },
});

const server = app.listen(config.PORT, () => log.info({ port: config.PORT }, 'api listening'));

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'api stopping');
  // Readiness answers 503 from now on. Stop taking connections, let requests in flight finish (kept-alive
  // connections close after their current answer), then release the pools; a request still running at the
  // limit has its connection closed and its client retries elsewhere.
  server.close();
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS).unref();
  await new Promise<void>((resolve) => server.once('close', () => resolve()));
  await temporalConnection.close().catch(() => {});
  await boss.stop({ graceful: true, timeout: 5_000 }).catch(() => {});
  await pool.end();
  log.info('api stopped');
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
