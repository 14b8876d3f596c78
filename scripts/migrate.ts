import { Connection } from '@temporalio/client';
import { z } from 'zod';
import { readTemporalSettings, temporalConnectionOptions } from '../config/temporal-connection.ts';
import { migrate } from '../db/migrate.ts';
import { prepareNamespace } from '../worker/temporal-namespace.ts';

// `npm run migrate`: a deployment's release step, run once before new API and worker processes start.
// Brings the database schema up to date and gives the Temporal namespace the loan's search attributes.
const env = z.object({
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required' }).min(1, 'DATABASE_URL is required'),
  // A self-hosted cluster's namespace may be registered here; Temporal Cloud's are made in its console.
  TEMPORAL_REGISTER_NAMESPACE: z.enum(['true', 'false']).default('false'),
  TEMPORAL_SKIP_SEARCH_ATTRIBUTES: z.enum(['true', 'false']).default('false'),
}).safeParse(process.env);
if (!env.success) {
  console.error(`migrate: ${env.error.issues.map((i) => i.message).join('; ')}`);
  process.exit(1);
}

await migrate(env.data.DATABASE_URL, (line) => console.log(`migrate: ${line}`));
console.log('migrate: database schema up to date');

if (env.data.TEMPORAL_SKIP_SEARCH_ATTRIBUTES === 'false') {
  const temporal = readTemporalSettings(process.env);
  const connection = await Connection.connect(temporalConnectionOptions(temporal));
  try {
    await prepareNamespace(connection, temporal.namespace, { register: env.data.TEMPORAL_REGISTER_NAMESPACE === 'true' });
    console.log(`migrate: Temporal namespace ${temporal.namespace} has the loan's search attributes`);
  } finally {
    await connection.close();
  }
}
