import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { Connection } from '@temporalio/client';
import { readTemporalSettings, temporalConnectionOptions } from '../config/temporal-connection.ts';
import { migrate } from '../db/migrate.ts';
import { prepareNamespace } from '../worker/temporal-namespace.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './dev/embedded-postgres.ts';
import { seedDevelopment } from './dev/seed.ts';
import { loadOrCreateLocalSecrets } from './dev/local-secrets.ts';
import { startTemporalDevServer, type TemporalDevServer } from './dev/temporal-dev-server.ts';

// `npm start`: the whole product on one machine, with a database and Temporal of its own unless
// DATABASE_URL and TEMPORAL_ADDRESS point elsewhere.
const env = z.object({
  PORT: z.coerce.number().int().default(3000),
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329),
  TEMPORAL_ADDRESS: z.string().optional(),
  TEMPORAL_PORT: z.coerce.number().int().default(7233),
  TEMPORAL_UI_PORT: z.coerce.number().int().default(8233),
}).parse(process.env);

const say = (line: string) => console.log(`[start] ${line}`);

// Ctrl-C in a terminal signals the whole foreground process group at once, so PostgreSQL would
// stop while the API and worker still use it. The supervisor therefore runs in a process group of
// its own; this outer process only relays the stop, and the supervisor stops the parts in order.
if (process.env.FEESETU_SUPERVISOR) {
  await supervise();
} else {
  const supervisor = spawn(process.execPath, [process.argv[1] ?? 'scripts/start.ts'], {
    env: { ...process.env, FEESETU_SUPERVISOR: '1' },
    stdio: 'inherit',
    detached: true,
  });
  const relay = () => supervisor.kill('SIGTERM');
  process.on('SIGINT', relay);
  process.on('SIGTERM', relay);
  supervisor.once('exit', (code) => process.exit(code ?? 0));
}

async function supervise(): Promise<void> {
  const children: ChildProcess[] = [];
  let database: EmbeddedDatabase | undefined;
  let temporal: TemporalDevServer | undefined;
  let stopping = false;


  async function stopAll(code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    })));
    await temporal?.stop().catch(() => {});
    await database?.stop().catch(() => {});
    say('stopped');
    process.exit(code);
  }
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  function run(name: string, script: string, childEnv: NodeJS.ProcessEnv): void {
    const child = spawn(process.execPath, [script], { env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code, signal) => {
      if (!stopping) {
        say(`${name} exited (${signal ?? code}); stopping everything`);
        void stopAll(1);
      }
    });
    children.push(child);
  }

  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      say(`starting embedded PostgreSQL on 127.0.0.1:${env.EMBEDDED_PG_PORT} (data in .data/postgres)`);
      database = await startEmbeddedPostgres({ dataDir: '.data/postgres', port: env.EMBEDDED_PG_PORT });
      databaseUrl = database.url;
    }
    await migrate(databaseUrl);
    say('database migrated');

    let temporalAddress = env.TEMPORAL_ADDRESS;
    if (!temporalAddress) {
      say(`starting the Temporal dev server on 127.0.0.1:${env.TEMPORAL_PORT} (data in .data/temporal.db)`);
      temporal = await startTemporalDevServer({ dbFile: '.data/temporal.db', port: env.TEMPORAL_PORT, uiPort: env.TEMPORAL_UI_PORT });
      temporalAddress = temporal.address;
    } else {
      // An external server knows nothing of the loan's search attributes until told (as `npm run migrate` does).
      const settings = readTemporalSettings({ ...process.env, TEMPORAL_ADDRESS: temporalAddress });
      const connection = await Connection.connect(temporalConnectionOptions(settings));
      try {
        await prepareNamespace(connection, settings.namespace, { register: true });
      } finally {
        await connection.close();
      }
      say(`using the Temporal server at ${temporalAddress}, namespace ${settings.namespace}`);
    }

    const childEnv = { ...(await loadOrCreateLocalSecrets()), ...process.env, DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: temporalAddress, PORT: String(env.PORT) };
    // Development staff (admin / Admin@123 …) and schools; a production deployment creates its own.
    if (process.env.NODE_ENV !== 'production') {
      await seedDevelopment(databaseUrl, childEnv.DATA_ENCRYPTION_KEY);
      say('development staff and schools seeded');
    }
    run('worker', path.resolve('worker/main.ts'), childEnv);
    run('api', path.resolve('api/main.ts'), childEnv);

    say(`FeeSetu:      http://localhost:${env.PORT}`);
    say(`Temporal UI:  ${temporal?.uiUrl ?? `(external Temporal at ${temporalAddress})`}`);
    say('press Ctrl-C to stop');
  } catch (error) {
    console.error(error);
    await stopAll(1);
  }
}
