import { Client, Connection } from '@temporalio/client';
import http from 'node:http';
import pg from 'pg';
import { createBankStatementReader } from '../db/repositories/bank-statement.repository.ts';
import { createLoanInsightRepository } from '../db/repositories/loan-insight.repository.ts';
import { createLoanSubmissionRepository } from '../db/repositories/loan-submission.repository.ts';
import { createReviewQueueRepository } from '../db/repositories/review-queue.repository.ts';
import { createLocalFileStorage } from '../db/file-storage.ts';
import { GENERIC_PLANS } from '../db/pool.ts';
import { calculateEmis } from '../domain/emi-calculator.ts';
import { emiCalculatorRequestSchema } from '../domain/schemas/emi-calculator.schema.ts';
import { scoreCardView } from '../api/services/insight-views.ts';
import { sectionView } from '../api/services/review-sections.ts';
import { decideSection, loanWorkflowId } from '../workflows/loan-application/loan-application.messages.ts';

// The practical limit of the stack: bare node:http and pg (and the Temporal client) running the same
// queries and the same workflow update as the API, through the same repositories, with no framework,
// no authentication, no validation and no logging.
// Planned as the API's pool plans (db/pool.ts, GENERIC_PLANS): the same queries at the same cost.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: GENERIC_PLANS });
const port = Number(process.env.PORT);
const staffId = process.env.BENCH_STAFF_ID ?? '';
const queue = createReviewQueueRepository(pool);
const submissions = createLoanSubmissionRepository(pool);
const insight = createLoanInsightRepository(pool);
const bank = createBankStatementReader({ pool, storage: createLocalFileStorage(process.env.UPLOAD_DIR ?? '.data/uploads') });
const temporal = new Client({ connection: await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '' }) });

const routes: [RegExp, (match: RegExpExecArray, body: string) => Promise<unknown>][] = [
  [/^\/loans\?borrower=(.+)$/, (m) => submissions.loansOf(decodeURIComponent(m[1]!))],
  [/^\/counts$/, () => queue.counts('underwriter', staffId)],
  [/^\/queue$/, () => queue.list('underwriter', 'unassigned', staffId, { limit: 10, offset: 0 })],
  [/^\/section\/(\w+)$/, async (m) => sectionView('getstudentdetails', m[1]!, (await queue.find(m[1]!))!.application ?? {})],
  [/^\/scorecard\/(\w+)$/, async (m) => {
    const sources = (await insight.scoreCardSources(m[1]!))!;
    return scoreCardView(sources.loan, sources.checks, sources.score, await bank.figuresOfFile(sources.statementFile));
  }],
  [/^\/decide\/(\w+)$/, (m) => temporal.workflow.getHandle(loanWorkflowId(m[1]!)).executeUpdate(decideSection, {
    args: [{ role: 'underwriter', reviewerId: staffId, section: 'studentDetails', status: 'Accepted' }],
  })],
  [/^\/emi$/, async (_m, body) => calculateEmis(emiCalculatorRequestSchema.parse(JSON.parse(body)))],
];

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
  req.on('end', () => {
    for (const [pattern, handle] of routes) {
      const match = pattern.exec(req.url ?? '');
      if (!match) continue;
      handle(match, body).then((data) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'ok', data }));
      }, () => { res.writeHead(500); res.end(); });
      return;
    }
    res.writeHead(404);
    res.end();
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => { server.close(); void pool.end(); });
