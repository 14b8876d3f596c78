import { Connection } from '@temporalio/client';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../db/migrate.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { seedDevelopment } from '../../scripts/dev/seed.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/dev/embedded-postgres.ts';
import { freePort, startTemporalDevServer, type TemporalDevServer } from '../../scripts/dev/temporal-dev-server.ts';
import { deleteNamespace, prepareNamespace } from '../../worker/temporal-namespace.ts';
import { databaseAdmin } from './scratch-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This test worker's own database (set per worker by tests/support/per-worker.ts). */
    databaseUrl: string;
    temporalAddress: string;
    /** This test worker's own Temporal namespace. */
    temporalNamespace: string;
    /** One database and one namespace for each worker of the pool, by VITEST_POOL_ID - 1. */
    workerDatabaseUrls: string[];
    workerNamespaces: string[];
  }
}

let database: EmbeddedDatabase | undefined;
let temporal: TemporalDevServer | undefined;
let dataDir: string | undefined;
let cleanUp: (() => Promise<void>) | undefined;

/**
 * A real PostgreSQL and a real Temporal server for the whole run: embedded ones on free ports in a
 * scratch folder, or the servers that TEST_DATABASE_URL / DATABASE_URL and TEST_TEMPORAL_ADDRESS /
 * TEMPORAL_ADDRESS name (only scratch databases and namespaces of this run are made there, and removed
 * after it). Test files run in parallel, each worker of the pool on its own database (a copy of one
 * migrated and seeded template) and its own Temporal namespace, so no file sees another's rows or loans.
 */
export async function setup(project: TestProject): Promise<void> {
  const workers = Math.max(1, Number(project.vitest.config.maxWorkers) || 1);
  const run = randomBytes(3).toString('hex');

  let serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    await mkdir('.data', { recursive: true });
    dataDir = await mkdtemp(path.resolve('.data/test-'));
    // mkdtemp makes a private folder; PostgreSQL runs as its own user when we are root and must enter it.
    await chmod(dataDir, 0o755);
    database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: await freePort() });
    serverUrl = database.url;
  }
  const admin = await databaseAdmin(serverUrl);
  const names = { template: `feesetu_test_${run}_template`, worker: (k: number) => `feesetu_test_${run}_w${k}` };
  const templateUrl = await admin.create(names.template);
  await migrate(templateUrl);
  // The development staff and schools; sealed values use a throwaway key (tests never read them back).
  await seedDevelopment(templateUrl, generateSecrets().DATA_ENCRYPTION_KEY);
  const workerDatabaseUrls: string[] = [];
  for (let k = 1; k <= workers; k += 1) workerDatabaseUrls.push(await admin.create(names.worker(k), names.template));

  let temporalAddress = process.env.TEST_TEMPORAL_ADDRESS ?? process.env.TEMPORAL_ADDRESS;
  if (!temporalAddress) {
    temporal = await startTemporalDevServer({ port: await freePort() });
    temporalAddress = temporal.address;
  }
  const connection = await Connection.connect({ address: temporalAddress });
  const workerNamespaces = Array.from({ length: workers }, (_, i) => `feesetu-test-${run}-w${i + 1}`);
  for (const namespace of workerNamespaces) await prepareNamespace(connection, namespace, { register: true, retentionDays: 1 });

  cleanUp = async () => {
    // On servers of our own everything goes with them; on external ones, remove what this run made.
    if (!temporal) for (const namespace of workerNamespaces) await deleteNamespace(connection, namespace).catch(() => {});
    await connection.close();
    if (!database) for (const name of [names.template, ...workerDatabaseUrls.map((_, i) => names.worker(i + 1))]) await admin.drop(name).catch(() => {});
    await admin.close();
  };

  project.provide('workerDatabaseUrls', workerDatabaseUrls);
  project.provide('workerNamespaces', workerNamespaces);
  project.provide('databaseUrl', workerDatabaseUrls[0]!);
  project.provide('temporalNamespace', workerNamespaces[0]!);
  project.provide('temporalAddress', temporalAddress);
}

export async function teardown(): Promise<void> {
  await cleanUp?.();
  await temporal?.stop();
  await database?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
