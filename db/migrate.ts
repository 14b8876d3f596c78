import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Brings the schema up to date; safe to run from every process at start-up (node-pg-migrate takes a lock). */
export async function migrate(databaseUrl: string, log: (line: string) => void = () => {}): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    // The API and the worker both migrate at start-up; the second waits for the first.
    advisoryLockMode: 'wait',
    log,
    verbose: false,
  });
}
