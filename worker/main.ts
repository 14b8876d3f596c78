import { createBankStatementReader } from '../db/repositories/bank-statement.repository.ts';
import { Client } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { startBoss } from '../db/boss.ts';
import { createFieldCipher } from '../db/field-encryption.ts';
import { sendEmailJob, sendSmsJob, startLoanWorkflowJob } from '../db/jobs.ts';
import { createSendEmailHandler } from './jobs/send-email.job.ts';
import { migrate } from '../db/migrate.ts';
import { createPool } from '../db/pool.ts';
import { LOAN_TASK_QUEUE, LOAN_VERSIONING_BEHAVIOR } from '../workflows/loan-application/loan-application.messages.ts';
import { createSandboxCreditBureauProvider } from './providers/credit-bureau.provider.ts';
import { createSandboxPaymentsProvider } from './providers/payments.provider.ts';
import { loadWorkerConfig } from './config.ts';
import { createSendSmsHandler } from './jobs/send-sms.job.ts';
import { createStartLoanWorkflowHandler } from './jobs/start-loan-workflow.job.ts';
import { createLocalFileStorage } from '../db/file-storage.ts';
import { VERIFICATION_TASK_QUEUE, VERIFICATION_VERSIONING_BEHAVIOR } from '../workflows/verification/verification.messages.ts';
import { buildIdOf, deploymentOptionsOf, promote, type WorkerVersion } from './versioning.ts';
import { createWizardCheckActivities } from './activities/wizard-checks.activities.ts';
import { createLoanWorkflowActivities } from './loan-workflow-activities.ts';
import { readSettings } from '../config/read-settings.ts';
import { readTemporalSettings, temporalConnectionOptions } from '../config/temporal-connection.ts';
import { loadProviderConfig } from './providers/provider-config.ts';
import { createProviderRegistry } from './providers/provider-registry.ts';
import { startWorkerHttp } from './worker-http.ts';

const { config, temporalSettings, providerConfig } = readSettings({
  config: () => loadWorkerConfig(process.env),
  temporalSettings: () => readTemporalSettings(process.env),
  providerConfig: () => loadProviderConfig(process.env),
});
const log = pino({ name: 'worker', level: config.LOG_LEVEL });
const SDK_LEVEL: Record<typeof config.LOG_LEVEL, LogLevel> = { trace: 'TRACE', debug: 'DEBUG', info: 'INFO', warn: 'WARN', error: 'ERROR' };
Runtime.install({ logger: new DefaultLogger(SDK_LEVEL[config.LOG_LEVEL]) });

if (config.MIGRATE_ON_START) await migrate(config.DATABASE_URL);
const pool = createPool(config.DATABASE_URL);
const providers = createProviderRegistry(providerConfig, { pool });
const boss = await startBoss(config.DATABASE_URL, { supervise: true, onError: (error) => log.warn({ error: error.message }, 'pg-boss error') });

const cipher = createFieldCipher(config.DATA_ENCRYPTION_KEY);
const storage = createLocalFileStorage(config.UPLOAD_DIR);

const connection = await NativeConnection.connect(temporalConnectionOptions(temporalSettings));
// The starts go out on the workers' own connection, so each new loan's first task can come straight back (eager start).
const temporal = new Client({ connection, namespace: temporalSettings.namespace });

// Starts come in bursts (the admissions season): woken by NOTIFY when a job lands, take them in batches,
// back to back while batches are full; polling (every half second, its floor) stays in case a notification is missed.
const BURSTY = { batchSize: 50, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, burstWhenBatchFull: true } as const;
await boss.work(startLoanWorkflowJob.name, BURSTY, createStartLoanWorkflowHandler({ temporal, eagerStart: true }));
// SMS and e-mail through the configured gateways (the development outboxes unless SMS_PROVIDER / EMAIL_PROVIDER say otherwise).
await boss.work(sendSmsJob.name, BURSTY, createSendSmsHandler({ sms: providers.sms, cipher }));
await boss.work(sendEmailJob.name, { batchSize: 10, pollingIntervalSeconds: 2 }, createSendEmailHandler({ email: providers.email, cipher }));

// Both workers run the same workflow code: bundle it once. Both belong to one deployment version, named by
// configuration or, by default, by the code itself (docs/workflow-versioning.md).
const workflowBundle = await bundleWorkflowCode({ workflowsPath: fileURLToPath(new URL('../workflows/index.ts', import.meta.url)) });
const version: WorkerVersion = {
  mode: config.TEMPORAL_VERSIONING, deploymentName: config.TEMPORAL_DEPLOYMENT_NAME, buildId: config.TEMPORAL_BUILD_ID ?? buildIdOf(workflowBundle.code),
};

const worker = await Worker.create({
  connection,
  namespace: temporalSettings.namespace,
  // A stop lets running activities finish this long; one still running then is retried on another worker.
  shutdownGraceTime: config.SHUTDOWN_TIMEOUT_MS,
  taskQueue: LOAN_TASK_QUEUE,
  workflowBundle,
  workerDeploymentOptions: deploymentOptionsOf(version, LOAN_VERSIONING_BEHAVIOR),
  // A season's burst brings many new loans at once, and a new loan's first task comes on the shared
  // (non-sticky) queue: more pollers there than the default fifth, and room for a burst's tasks in flight.
  maxConcurrentWorkflowTaskExecutions: 500,
  // Until review a loan's steps run as local activities inside its workflow task, so a task holds its slot
  // for the whole stage. A start that finds no free slot has its first task queued in the server's stored
  // backlog, which costs the server about 3 ms per loan and hands tasks out in stalls: with room for 500,
  // a season's burst comes straight back in the starts' answers (bench: 60 a second, against 48 at 100
  // and 53 at 300). The SDK keeps a task that runs local activities alive past its timeout.
  maxConcurrentLocalActivityExecutions: 500,
  maxConcurrentWorkflowTaskPolls: 20,
  nonStickyToStickyPollRatio: 0.5,
  activities: createLoanWorkflowActivities({
    pool, boss, cipher, payments: createSandboxPaymentsProvider(pool), providers: providers.verification, bureau: createSandboxCreditBureauProvider(),
    bankStatements: createBankStatementReader({ pool, storage }),
  }),
});
// The wizard's request-time checks run on their own queue, so a backlog of loans never delays a parent on screen.
const verificationWorker = await Worker.create({
  connection,
  namespace: temporalSettings.namespace,
  // A stop lets running activities finish this long; one still running then is retried on another worker.
  shutdownGraceTime: config.SHUTDOWN_TIMEOUT_MS,
  taskQueue: VERIFICATION_TASK_QUEUE,
  workflowBundle,
  workerDeploymentOptions: deploymentOptionsOf(version, VERIFICATION_VERSIONING_BEHAVIOR),
  activities: createWizardCheckActivities({ providers: providers.verification, cipher, storage }),
});

const http = config.WORKER_HTTP_PORT === undefined ? undefined : await startWorkerHttp(config.WORKER_HTTP_PORT, {
  async ready() {
    if (stopping || worker.getState() !== 'RUNNING' || verificationWorker.getState() !== 'RUNNING') return false;
    return pool.query('SELECT 1').then(() => true, () => false);
  },
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  log.info({ signal, graceMs: config.SHUTDOWN_TIMEOUT_MS }, 'worker stopping');
  worker.shutdown();
  verificationWorker.shutdown();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

log.info({ taskQueue: LOAN_TASK_QUEUE, version }, 'worker running');
const running = Promise.all([worker.run(), verificationWorker.run()]);
if (version.mode === 'promote') {
  await promote(temporal, temporalSettings.namespace, version);
  log.info({ version }, 'worker build is the current version');
}
await running;
// Jobs in hand are finished (or left to pg-boss's retry once the limit passes).
await boss.stop({ graceful: true, timeout: Math.max(1_000, config.SHUTDOWN_TIMEOUT_MS) });
await providers.close();
await connection.close();
http?.close();
await pool.end();
log.info('worker stopped');
