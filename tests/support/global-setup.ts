import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../db/migrate.ts';
import { generateSecrets } from '../../scripts/dev/local-secrets.ts';
import { seedDevelopment } from '../../scripts/dev/seed.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/dev/embedded-postgres.ts';
import { freePort, startTemporalDevServer, type TemporalDevServer } from '../../scripts/dev/temporal-dev-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    temporalAddress: string;
  }
}

let database: EmbeddedDatabase | undefined;
let temporal: TemporalDevServer | undefined;
let dataDir: string | undefined;

/**
 * One real PostgreSQL and one real Temporal dev server for the whole run, on free ports and in a
 * scratch folder, so tests never touch the data of a running `npm start`.
 */
export async function setup(project: TestProject): Promise<void> {
  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    await mkdir('.data', { recursive: true });
    dataDir = await mkdtemp(path.resolve('.data/test-'));
    // mkdtemp makes a private folder; PostgreSQL runs as its own user when we are root and must enter it.
    await chmod(dataDir, 0o755);
    database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: await freePort() });
    databaseUrl = database.url;
  }
  await migrate(databaseUrl);
  // The development staff and schools; sealed values use a throwaway key (tests never read them back).
  await seedDevelopment(databaseUrl, generateSecrets().DATA_ENCRYPTION_KEY);

  let temporalAddress = process.env.TEST_TEMPORAL_ADDRESS;
  if (!temporalAddress) {
    temporal = await startTemporalDevServer({ port: await freePort() });
    temporalAddress = temporal.address;
  }
  project.provide('databaseUrl', databaseUrl);
  project.provide('temporalAddress', temporalAddress);
}

export async function teardown(): Promise<void> {
  await temporal?.stop();
  await database?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
