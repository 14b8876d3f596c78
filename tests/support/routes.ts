import { Client, Connection } from '@temporalio/client';
import { pino } from 'pino';
import { createApp } from '../../api/app.ts';
import { listRoutes, type ApiRoute } from '../../api/route-table.ts';
import { createApiServices } from '../../api/services.ts';
import { startBoss } from '../../db/boss.ts';
import { createPool } from '../../db/pool.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';

/** Every route the API answers, read from the app's own routers built as the API builds them. */
export async function apiRoutes(databaseUrl: string, temporalAddress: string): Promise<ApiRoute[]> {
  const pool = createPool(databaseUrl, 2);
  const boss = await startBoss(databaseUrl, { supervise: false, onError: () => {} });
  const connection = Connection.lazy({ address: temporalAddress });
  const secrets = generateSecrets();
  const services = createApiServices({
    pool, boss,
    secrets: { sessionSecret: secrets.SESSION_SECRET, otpPepper: secrets.OTP_PEPPER, dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY },
    authRateLimit: 1000, temporal: new Client({ connection, namespace: 'default' }),
  });
  const routes = listRoutes(createApp({ log: pino({ level: 'silent' }), probes: { database: async () => true, temporal: async () => true }, services, devTools: true }));
  await boss.stop({ graceful: false });
  await connection.close();
  await pool.end();
  return routes;
}
