import { PgBoss } from 'pg-boss';
import { ensureQueues } from './jobs.ts';

/** pg-boss on the product's own database, in a schema of its own. */
export async function startBoss(
  databaseUrl: string,
  options: { supervise: boolean; onError: (error: Error) => void },
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    // Only the worker runs maintenance; the API only sends.
    supervise: options.supervise,
    schedule: options.supervise,
    // The worker listens, so a submitted loan's start job wakes it at once instead of at the next poll;
    // the API only sends (its sends notify through the queue's own setting).
    useListenNotify: options.supervise,
  });
  boss.on('error', options.onError);
  await boss.start();
  await ensureQueues(boss);
  return boss;
}
