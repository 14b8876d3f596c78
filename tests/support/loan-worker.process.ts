// A loan worker in a process of its own, so a test can kill it with SIGKILL mid-workflow and start another.
// Environment: DATABASE_URL, TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TASK_QUEUE, WORKFLOW_BUNDLE (a file holding the prebuilt bundle's code).
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { startBoss } from '../../db/boss.ts';
import { createPool } from '../../db/pool.ts';
import { loanActivities } from './loan-activities.ts';

const { DATABASE_URL, TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE = 'default', TASK_QUEUE, WORKFLOW_BUNDLE } = process.env;
if (!DATABASE_URL || !TEMPORAL_ADDRESS || !TASK_QUEUE || !WORKFLOW_BUNDLE) throw new Error('DATABASE_URL, TEMPORAL_ADDRESS, TASK_QUEUE and WORKFLOW_BUNDLE are required');

Runtime.install({ logger: new DefaultLogger('WARN') });
const pool = createPool(DATABASE_URL);
const boss = await startBoss(DATABASE_URL, { supervise: false, onError: () => {} });
const worker = await Worker.create({
  connection: await NativeConnection.connect({ address: TEMPORAL_ADDRESS }),
  namespace: TEMPORAL_NAMESPACE,
  taskQueue: TASK_QUEUE,
  workflowBundle: { codePath: WORKFLOW_BUNDLE },
  activities: loanActivities(pool, boss),
});
process.on('SIGTERM', () => worker.shutdown());
const running = worker.run();
process.stdout.write('loan-worker-ready\n');
await running;
await boss.stop({ graceful: false });
await pool.end();
