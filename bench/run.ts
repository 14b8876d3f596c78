import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, chmod, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createSessionTokens } from '../api/auth/session-tokens.ts';
import { startBoss } from '../db/boss.ts';
import { sendInTransaction, startLoanWorkflowJob } from '../db/jobs.ts';
import { migrate } from '../db/migrate.ts';
import { createPool, inTransaction } from '../db/pool.ts';
import { createSessionRepository } from '../db/repositories/session.repository.ts';
import { queuePageStatement } from '../db/repositories/review-queue.repository.ts';
import { startEmbeddedPostgres } from '../scripts/dev/embedded-postgres.ts';
import { generateSecrets } from '../scripts/dev/local-secrets.ts';
import { freePort, startTemporalDevServer } from '../scripts/dev/temporal-dev-server.ts';
import { cpuSeconds, cpuSpent } from './cpu-time.ts';
import { lighthouseScores } from './lighthouse.ts';
import { routeDownloads } from './route-downloads.ts';
import { report } from './report-markdown.ts';
import { seedBenchData, seedFinishedWizards } from './seed.ts';
import { createFieldCipher } from '../db/field-encryption.ts';
import { seedDevelopment } from '../scripts/dev/seed.ts';
import { SNAPSHOT } from '../tests/support/review-desk.ts';

// `npm run bench`: a fresh database with a busy season's data, the real product beside a bare
// node:http + pg baseline, measured in the same run; writes bench/report.md and bench/results.json.
const SIZE = { schools: 500, parents: 50_000, loans: 100_000 };
const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// Each side's seconds are split into this many alternating stretches (see pairLoad).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WORKFLOWS = Number(process.env.BENCH_WORKFLOWS ?? 500);
// While working on one figure: BENCH_ONLY=http|workflow|web measures that part alone and writes
// .data/bench-<part>.md instead of the committed report.
const ONLY = process.env.BENCH_ONLY as 'http' | 'workflow' | 'web' | undefined;
const part = (name: 'http' | 'workflow' | 'web') => !ONLY || ONLY === name;
const say = (line: string) => console.log(`[bench] ${line}`);

// The web app as it ships, so the sizes and Lighthouse read the current code (also on a fresh clone).
if (part('web') && process.env.BENCH_SKIP_BUILD !== '1') {
  say('building the web app');
  await new Promise<void>((resolve, reject) => {
    spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', 'web', '--logLevel', 'warn'], { stdio: 'inherit' })
      .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}
await mkdir('.data', { recursive: true });
const dataDir = await mkdtemp(path.resolve('.data/bench-'));
await chmod(dataDir, 0o755);
const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: await freePort() });
const temporalPort = await freePort();
const temporal = await startTemporalDevServer({ port: temporalPort });
const children: ReturnType<typeof spawn>[] = [];
try {
  await migrate(database.url);
  const pool = createPool(database.url, 5);
  say(`seeding ${SIZE.loans} loans, ${SIZE.parents} parents, ${SIZE.schools} schools`);
  const seedStart = performance.now();
  await seedBenchData(pool, SIZE);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const secrets = generateSecrets();
  await seedDevelopment(database.url, secrets.DATA_ENCRYPTION_KEY);
  const { rows: [staff] } = await pool.query<{ id: string }>(`SELECT id FROM staff WHERE username = 'underwriter1'`);
  // One application in the underwriter's queue with the snapshot a fee submission stores: the review step and the score card read it.
  const { rows: [reviewed] } = await pool.query<{ id: string; borrower_id: string }>(`SELECT id, borrower_id FROM loans WHERE status = 'ready_for_review' AND underwriter_id IS NULL ORDER BY created_at DESC LIMIT 1`);
  await pool.query(`INSERT INTO loan_fee_entries (loan_id, borrower_id, academic_year, quarter, admission_no, admission_fee_paise, tuition_fee_paise, transport_fee_paise,
       total_fee_paise, tenure_months, application) VALUES ($1, $2, '2026-2027', 'Q1', 'ADM-BENCH', 1000000, 12000000, 1500000, 15000000, 12, $3)`,
    [reviewed!.id, reviewed!.borrower_id, JSON.stringify({ ...SNAPSHOT, fee: { ...SNAPSHOT.fee, admissionNo: 'ADM-BENCH' } })]);
  await pool.query('VACUUM ANALYZE loans');
  const env = { ...process.env, ...secrets, NODE_ENV: 'production', DATABASE_URL: database.url, TEMPORAL_ADDRESS: temporal.address, LOG_LEVEL: 'error', AUTH_RATE_LIMIT: '1000000' };
  const apiPort = await freePort();
  const basePort = await freePort();
  // BENCH_PROFILE=api,worker,baseline writes a V8 CPU profile of each named process to .data/profiles when it exits.
  const profiled = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
  const node = (name: string, script: string) => [...(profiled.has(name) ? ['--cpu-prof', '--cpu-prof-dir=.data/profiles'] : []), script];
  children.push(spawn(process.execPath, node('api', 'api/main.ts'), { env: { ...env, PORT: String(apiPort) }, stdio: 'inherit' }));
  children.push(spawn(process.execPath, node('worker', 'worker/main.ts'), { env, stdio: 'inherit' }));
  children.push(spawn(process.execPath, node('baseline', 'bench/baseline-server.ts'), { env: { ...env, PORT: String(basePort), BENCH_STAFF_ID: staff!.id }, stdio: 'inherit' }));
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`);

  // A parent with loans, signed in as the app would sign them in.
  const { rows: [parent] } = await pool.query<{ borrower_id: string }>('SELECT borrower_id FROM loans GROUP BY borrower_id ORDER BY count(*) DESC LIMIT 1');
  const session = await createSessionRepository(pool).create('borrower', parent!.borrower_id, 'borrower', 3600);
  const token = await createSessionTokens(secrets.SESSION_SECRET).sign({ sessionId: session.id, subjectId: parent!.borrower_id, role: 'borrower' }, session.expiresAt);

  const staffSession = await createSessionRepository(pool).create('staff', staff!.id, 'underwriter', 3600);
  const staffToken = await createSessionTokens(secrets.SESSION_SECRET).sign({ sessionId: staffSession.id, subjectId: staff!.id, role: 'underwriter' }, staffSession.expiresAt);
  const asUnderwriter = { Authorization: `Bearer ${staffToken}` };
  const api = (route: string) => `http://127.0.0.1:${apiPort}/api${route}`;
  const bare = (route: string) => `http://127.0.0.1:${basePort}${route}`;
  const emiBody = JSON.stringify({ emiDetails: [{ principle: 150000, months: 12, rate: 12 }, { principle: 300000, months: 18, rate: 15 }] });
  const pairs: { name: string; kind: string; api: Target; bare: Target }[] = [
    { name: "parent's loan cards (GET /students/getfeedetails)", kind: 'read',
      api: { url: `http://127.0.0.1:${apiPort}/api/students/getfeedetails`, headers: { Authorization: `Bearer ${token}` } },
      bare: { url: `http://127.0.0.1:${basePort}/loans?borrower=${parent!.borrower_id}` } },
    { name: 'EMI calculation (POST /documents/emicalculator)', kind: 'write',
      api: { url: `http://127.0.0.1:${apiPort}/api/documents/emicalculator`, method: 'POST' as const, body: emiBody, headers: { 'Content-Type': 'application/json' } },
      bare: { url: `http://127.0.0.1:${basePort}/emi`, method: 'POST' as const, body: emiBody, headers: { 'Content-Type': 'application/json' } } },
    { name: 'review queue page (GET /underwriter/getallloans)', kind: 'read',
      api: { url: api('/underwriter/getallloans?page=1&pageSize=10'), headers: asUnderwriter }, bare: { url: bare('/queue') } },
    { name: 'loan counts (GET /underwriter/getloancounts)', kind: 'read',
      api: { url: api('/underwriter/getloancounts'), headers: asUnderwriter }, bare: { url: bare('/counts') } },
    { name: 'a review step (GET /underwriter/getstudentdetails/:id)', kind: 'read',
      api: { url: api(`/underwriter/getstudentdetails/${reviewed!.id}`), headers: asUnderwriter }, bare: { url: bare(`/section/${reviewed!.id}`) } },
    { name: 'the score card (GET /underwriter/getdashboarddetails/:id)', kind: 'read',
      api: { url: api(`/underwriter/getdashboarddetails/${reviewed!.id}`), headers: asUnderwriter }, bare: { url: bare(`/scorecard/${reviewed!.id}`) } },
  ];
  const http = [];
  for (const pair of part('http') ? pairs : []) {
    say(`measuring ${pair.name}`);
    const { bare, api } = await pairLoad(pair.bare, pair.api);
    http.push({ name: pair.name, kind: pair.kind, api, bare, ratio: api.rps / bare.rps });
  }

  const { rows: [kept] } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM loan_status_counts');
  const keptCountRows = kept!.n;
  const explains = [];
  // Explained as the API runs them: one plan per statement, made without the parameters' values (db/pool.ts).
  const apiPlans = createPool(database.url, 1, { genericPlans: true });
  const deskPage = queuePageStatement('underwriter', 'unassigned', staff!.id, { limit: 10, offset: 0 });
  for (const [name, sql, params] of !part('http') ? [] : [
    ["a parent's loans", 'SELECT id, created_at, tenure_months, status FROM loans WHERE borrower_id = $1 ORDER BY created_at DESC, id DESC', [parent!.borrower_id]],
    ['review queue page (by status, newest first)', "SELECT id, created_at, status FROM loans WHERE status = 'ready_for_review' ORDER BY created_at DESC LIMIT 20", []],
    ['loan counts (the desk\'s query: the counts PostgreSQL keeps, migration 012)', `SELECT sum(loans) FILTER (WHERE NOT (status = ANY($1)))::bigint AS total,
       sum(loans) FILTER (WHERE status = ANY($2) AND underwriter_id = $3)::bigint AS progress, sum(loans) FILTER (WHERE status = 'rejected')::bigint AS rejected
       FROM loan_status_counts`, [['submitted', 'verifying'], ['ready_for_review', 'under_review', 'returned_to_underwriter'], staff!.id]],
    ['unassigned queue page and its total (the desk\'s statement, one round trip)', deskPage.text, deskPage.values],
    ["a loan's event log", 'SELECT type, actor, created_at FROM loan_events WHERE loan_id = $1 ORDER BY id', ['FS00050000']],
  ] as const) {
    // Prepared and executed, as the repositories run them: EXPLAIN of the bare text would plan it with the values.
    const statement: string = `explained_${explains.length}`;
    await apiPlans.query(`PREPARE ${statement} AS ${sql}`);
    // EXECUTE takes its values in the text, as literals.
    const values = params.map(sqlLiteral);
    const { rows } = await apiPlans.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${statement}${values.length === 0 ? '' : `(${values.join(', ')})`}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // Never a walk over loans: either an index, or the small table of counts PostgreSQL keeps (one row per status and reviewer).
    const walksLoans = /Seq Scan on loans\b/.test(plan);
    const keptCounts = /on loan_status_counts/.test(plan) && !/ on loans\b/.test(plan);
    explains.push({ name, plan, usesIndex: !walksLoans && (/Index|Bitmap/.test(plan) || keptCounts), keptCounts });
  }
  await apiPlans.end();

  let workflow = null;
  let decided: string = reviewed!.id;
  if (part('workflow')) {
    const { rows: applicants } = await pool.query<{ id: string }>('SELECT id FROM borrowers ORDER BY id LIMIT $1', [WORKFLOWS + 2]);
    await seedFinishedWizards(pool, createFieldCipher(secrets.DATA_ENCRYPTION_KEY), applicants.map((a) => a.id));
    say('one application alone through the outbox (its latency), after one to warm the worker');
    await workflowThroughput(database.url, pool, 1, WORKFLOWS + 1);
    const single = await workflowThroughput(database.url, pool, 1, WORKFLOWS);
    say(`starting ${WORKFLOWS} applications through the outbox`);
    workflow = { ...await workflowThroughput(database.url, pool, WORKFLOWS, 0), singleMs: single.seconds * 1000 };
    // A section decision is a Temporal update on a loan the underwriter holds; the bare side sends the same
    // update. Both go round the batch's loans (each held by the underwriter), as a desk of reviewers would.
    const held = workflow.ids;
    for (const loanid of held) {
      await fetch(api('/underwriter/assignloan'), { method: 'POST', headers: { ...asUnderwriter, 'Content-Type': 'application/json' }, body: JSON.stringify({ loanid }) });
    }
    decided = held[0]!;
    say(`measuring a section decision across ${held.length} loans`);
    const decision = await pairLoad({ url: bare('/decide'), method: 'POST' },
      { url: api('/underwriter/setapprovalstatus'), method: 'POST', headers: { ...asUnderwriter, 'Content-Type': 'application/json' } },
      {
        bare: (i) => ({ path: `/decide/${held[i % held.length]}` }),
        api: (i) => ({ body: JSON.stringify({ loanid: held[i % held.length], documentName: 'studentDetails', approvalStatus: 'Accepted' }) }),
      });
    const decisionBare = decision.bare;
    const decisionApi = decision.api;
    http.push({ name: 'a section decision (POST /underwriter/setapprovalstatus, a workflow update)', kind: 'write', api: decisionApi, bare: decisionBare, ratio: decisionApi.rps / decisionBare.rps });
  }
  const web = part('web') ? await webSizes() : null;
  let lighthouse = null;
  let routes = null;
  if (part('web')) {
    say('what each route downloads');
    const { rows: [admin] } = await pool.query<{ id: string }>(`SELECT id FROM staff WHERE username = 'admin'`);
    const adminSession = await createSessionRepository(pool).create('staff', admin!.id, 'admin', 3600);
    const adminToken = await createSessionTokens(secrets.SESSION_SECRET).sign({ sessionId: adminSession.id, subjectId: admin!.id, role: 'admin' }, adminSession.expiresAt);
    const asParent = { authToken: token, user_name: 'Bench Parent', role: 'user' };
    const asReviewer = { authToken: staffToken, userName: 'underwriter1', role: 'underwriter', underwriter: 'Underwriter One' };
    routes = await routeDownloads(`http://127.0.0.1:${apiPort}`, [
      { name: 'home', path: '/' },
      { name: 'how it works', path: '/how-it-work' },
      { name: 'FAQ', path: '/faq' },
      { name: 'signup', path: '/signup' },
      { name: 'login', path: '/login' },
      { name: "parent's dashboard (signed in)", path: '/dashboard', storage: asParent },
      { name: "parent's application (signed in)", path: '/profile', storage: asParent },
      { name: 'underwriter\'s queue (signed in)', path: '/uw-loan-application', storage: asReviewer },
      { name: 'review screen (signed in)', path: `/uw-loan-user/${decided}`, storage: asReviewer },
      { name: 'admin dashboard (signed in)', path: '/admin-dashboard', storage: { authToken: adminToken, userName: 'admin', role: 'admin', admin: 'Admin' } },
    ], web!.files);
    say('Lighthouse (mobile, simulated slow 4G)');
    lighthouse = await lighthouseScores(`http://127.0.0.1:${apiPort}`, [
      { name: 'home', path: '/' },
      { name: 'signup', path: '/signup' },
      { name: 'review screen (signed in)', path: `/uw-loan-user/${decided}` },
    ], asReviewer);
  }

  const results = { when: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length }, size: SIZE, seedSeconds, connections: CONNECTIONS, durationSeconds: DURATION_S, http, explains, keptCountRows, workflow, web, routes, lighthouse };
  const out = ONLY ? `.data/bench-${ONLY}` : 'bench/results';
  await writeFile(`${out}.json`, JSON.stringify(results, null, 2));
  await writeFile(ONLY ? `${out}.md` : 'bench/report.md', report(results));
  say(`wrote ${ONLY ? `${out}.md` : 'bench/report.md'} and ${out}.json`);
  await pool.end();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await temporal.stop();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i += 1) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

type Target = { url: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> };
type Each = (n: number) => { path?: string; body?: string };
type Load = { rps: number; p50: number; p99: number; worstP99: number; non2xx: number; errors: number; rounds: number };

/** A bench parameter (text, number or a list of text) as an SQL literal, for EXECUTE. */
function sqlLiteral(value: unknown): string {
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  return typeof value === 'number' ? String(value) : pg.escapeLiteral(String(value));
}

/** One stretch of load at fixed concurrency; `each` varies the n-th request (its path or body) when one resource would be unfair. */
async function loadFor(target: Target, seconds: number, each?: Each) {
  let n = 0;
  const requests = each ? [{ setupRequest: (request: any) => ({ ...request, ...each(n++) }) }] : undefined;
  return autocannon({ ...target, connections: CONNECTIONS, duration: seconds, ...(requests ? { requests } : {}) });
}

/**
 * The bare endpoint and the API under the same load, in ROUNDS alternating stretches (who goes first
 * alternates too), so a slow moment of the shared machine falls on both sides rather than on one.
 * Each side is warmed for a second first. Throughput is all requests over all the time; p50 and p99
 * are the median stretch's (the worst stretch's p99 is kept in the JSON).
 */
async function pairLoad(bareTarget: Target, apiTarget: Target, each?: { bare?: Each; api?: Each }): Promise<{ bare: Load; api: Load }> {
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  // A second of each first, not counted: connections opened, code compiled, pools filled.
  await loadFor(bareTarget, 1, each?.bare);
  await loadFor(apiTarget, 1, each?.api);
  const runs = { bare: [] as autocannon.Result[], api: [] as autocannon.Result[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['bare', 'api'] as const) : (['api', 'bare'] as const);
    for (const side of order) runs[side].push(await loadFor(side === 'bare' ? bareTarget : apiTarget, seconds, each?.[side]));
  }
  const summary = (results: autocannon.Result[]): Load => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    return {
      rps: results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      worstP99: Math.max(...results.map((r) => r.latency.p99)),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      rounds: results.length,
    };
  };
  return { bare: summary(runs.bare), api: summary(runs.api) };
}

/** Where the CPU goes: the worker, the Temporal server, PostgreSQL, and this driver (submissions and polling). */
function cpuNow() {
  return cpuSeconds({
    worker: { pid: children[1]?.pid },
    temporal: { cmdlineIncludes: `--port ${temporalPort}` },
    postgres: { cmdlineIncludes: path.join(dataDir, 'postgres'), withChildren: true },
    driver: { pid: process.pid },
  });
}

async function workflowThroughput(databaseUrl: string, pool: ReturnType<typeof createPool>, count: number, skip: number) {
  const boss = await startBoss(databaseUrl, { supervise: false, onError: () => {} });
  const cpuBefore = cpuNow();
  const { rows: parents } = await pool.query<{ id: string; phone: string }>('SELECT id, phone FROM borrowers ORDER BY id LIMIT $1 OFFSET $2', [count, skip]);
  const started = performance.now();
  const ids: string[] = [];
  for (const parent of parents) {
    await inTransaction(pool, async (client) => {
      // As the fee step submits it: the loan, its fee entry with the application snapshot, and the start job, together.
      const { rows } = await client.query<{ id: string }>(`INSERT INTO loans (borrower_id, principal_paise, tenure_months, annual_rate_bp) VALUES ($1, 15000000, 12, 0) RETURNING id`, [parent.id]);
      ids.push(rows[0]!.id);
      await client.query(`INSERT INTO loan_fee_entries (loan_id, borrower_id, academic_year, quarter, admission_no, admission_fee_paise, tuition_fee_paise, transport_fee_paise,
           total_fee_paise, tenure_months, application) VALUES ($1, $2, '2026-2027', 'Q1', $3, 1000000, 12000000, 2000000, 15000000, 12, $4)`,
      [rows[0]!.id, parent.id, `ADM-${rows[0]!.id}`, JSON.stringify({ ...SNAPSHOT, fee: { ...SNAPSHOT.fee, admissionNo: `ADM-${rows[0]!.id}` } })]);
      await sendInTransaction(boss, client, startLoanWorkflowJob, { loanId: rows[0]!.id, borrowerPhone: parent.phone });
    });
  }
  const submittedMs = performance.now() - started;
  const firstDone = { at: 0 };
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM loans WHERE id = ANY($1) AND status = 'ready_for_review'`, [ids]);
    if (rows[0]!.n > 0 && !firstDone.at) firstDone.at = performance.now();
    if (process.env.BENCH_TRACE === '1') {
      const { rows: by } = await pool.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM loans WHERE id = ANY($1) GROUP BY status', [ids]);
      const { rows: jobs } = await pool.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state', [startLoanWorkflowJob.name]).catch(() => ({ rows: [] }));
      say(`${((performance.now() - started) / 1000).toFixed(1)} s: ${by.map((r) => `${r.status} ${r.n}`).join(', ')}; start jobs ${jobs.map((r) => `${r.state} ${r.n}`).join(', ')}`);
    }
    if (rows[0]!.n === ids.length) break;
    if (performance.now() - started > 300_000) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  const cpuMsPerApplication = Object.fromEntries(Object.entries(cpuSpent(cpuBefore, cpuAfter)).map(([part, seconds]) => [part, (seconds * 1000) / count]));
  await boss.stop({ graceful: false });
  return { applications: count, seconds, perSecond: count / seconds, firstReadyMs: firstDone.at - started, submittedMs, cpuMsPerApplication, ids };
}

async function webSizes() {
  const dir = 'web/dist/assets';
  const files = await readdir(dir).catch(() => [] as string[]);
  const sizes: Record<string, number> = {};
  // The build's own .br and .gz copies are the same files compressed, not more code to download.
  for (const file of files.filter((f) => !/\.(br|gz)$/.test(f))) sizes[file] = gzipSync(await readFile(path.join(dir, file))).length;
  const html = await readFile('web/dist/index.html', 'utf8').catch(() => '');
  const initial = [...html.matchAll(/assets\/([^"]+\.(?:js|css))/g)].map((m) => m[1]!);
  return { initialFiles: initial, initialGzipBytes: initial.reduce((sum, f) => sum + (sizes[f] ?? 0), 0), files: sizes };
}
