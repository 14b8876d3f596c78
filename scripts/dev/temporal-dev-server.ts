import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { LOAN_SEARCH_ATTRIBUTES } from '../../workflows/search-attributes.ts';

/** A Temporal dev server of our own, for when no TEMPORAL_ADDRESS is given (development and tests). */
export interface TemporalDevServer {
  address: string;
  uiUrl: string | undefined;
  stop(): Promise<void>;
}

interface Options {
  /** SQLite file to persist to; omitted, the server keeps everything in memory (tests). */
  dbFile?: string;
  port: number;
  uiPort?: number;
  httpPort?: number;
  log?: (line: string) => void;
}

/** The `temporal` CLI: on PATH, else the one `npm run setup` built into .tools/bin. */
export function findTemporalBinary(root = process.cwd()): string {
  const local = path.join(root, '.tools', 'bin', 'temporal');
  if (existsSync(local)) return local;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'temporal');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error('The temporal CLI was not found on PATH or in .tools/bin; run `npm run setup`.');
}

export async function startTemporalDevServer(options: Options): Promise<TemporalDevServer> {
  const log = options.log ?? (() => {});
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(options.port), '--log-level', 'warn',
    // The HTTP API's default port would collide with a second server (tests beside a running product).
    '--http-port', String(options.httpPort ?? (await freePort()))];
  if (options.uiPort) args.push('--ui-port', String(options.uiPort), '--ui-ip', '127.0.0.1');
  else args.push('--headless');
  if (options.dbFile) {
    await mkdir(path.dirname(path.resolve(options.dbFile)), { recursive: true });
    args.push('--db-filename', path.resolve(options.dbFile));
  }
  // Registered at every start: the loan workflow sets them, and operations filter on them in the UI.
  for (const [name, type] of Object.entries(LOAN_SEARCH_ATTRIBUTES)) args.push('--search-attribute', `${name}=${type}`);

  const child: ChildProcess = spawn(findTemporalBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => log(chunk.toString().trimEnd()));
  child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString().trimEnd()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await waitForPort(options.port, 60_000, exited);
  return {
    address: `127.0.0.1:${options.port}`,
    uiUrl: options.uiPort ? `http://localhost:${options.uiPort}` : undefined,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForPort(port: number, timeoutMs: number, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => { gone = true; });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error('The Temporal dev server exited during start-up.');
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Temporal dev server did not open port ${port} within ${timeoutMs / 1000}s.`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** A free TCP port on loopback, for servers that tests start side by side with a running product. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
