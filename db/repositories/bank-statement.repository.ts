import { analyseStatement, figuresForScore, type BankStatementAnalysis } from '../../domain/bank-statement/analysis.ts';
import { parseAccountAggregatorJson } from '../../domain/bank-statement/parse-aa.ts';
import { parseStatementCsv } from '../../domain/bank-statement/parse-csv.ts';
import type { BankFiguresForScore } from '../../domain/bank-statement/score-figures.ts';
import type { BankStatement } from '../../domain/bank-statement/statement.ts';
import type { FileStorage } from '../file-storage.ts';
import type { Pool } from '../pool.ts';
import { STATEMENT_FILE_JOIN, type StatementFileRow } from './loan-insight.repository.ts';

// A PDF or Word statement is kept for the reviewer to read, but only a bank's CSV export or an
// Account Aggregator JSON can be analysed: the reader says "none" for the others rather than guess.
const PARSERS: Record<string, (text: string) => BankStatement> = { 'text/csv': parseStatementCsv, 'application/json': parseAccountAggregatorJson };

export interface LoanStatement {
  fileName: string;
  contentType: string;
  statement: BankStatement | null;
  analysis: BankStatementAnalysis | null;
}

/** Reads the bank statement a loan was submitted with (the one in its application snapshot) and analyses it. */
export function createBankStatementReader(deps: { pool: Pool; storage: FileStorage }) {
  /** Reads and analyses a statement file already found (the score card finds it with the loan). */
  async function statementIn(file: StatementFileRow): Promise<LoanStatement> {
    const parse = PARSERS[file.contentType];
    if (!parse) return { fileName: file.originalName, contentType: file.contentType, statement: null, analysis: null };
    const statement = parse((await deps.storage.readAll(file.storageKey)).toString('utf8'));
    return { fileName: file.originalName, contentType: file.contentType, statement, analysis: analyseStatement(statement) };
  }

  async function statementOf(loanId: string): Promise<LoanStatement | null> {
    // Named: each connection parses and plans it once.
    const { rows } = await deps.pool.query<StatementFileRow>({
      name: 'bank-statement-of-loan',
      text: `SELECT f.storage_key AS "storageKey", f.content_type AS "contentType", f.original_name AS "originalName"
               FROM loan_fee_entries e JOIN uploaded_files f ON ${STATEMENT_FILE_JOIN}
              WHERE e.loan_id = $1`,
      values: [loanId],
    });
    return rows[0] ? statementIn(rows[0]) : null;
  }
  return {
    statementOf,
    async analysisOf(loanId: string): Promise<BankStatementAnalysis | null> {
      return (await statementOf(loanId))?.analysis ?? null;
    },
    async figuresOf(loanId: string): Promise<BankFiguresForScore> {
      return figuresForScore(await this.analysisOf(loanId));
    },
    /** The score's bank figures from a statement file already found; none when there is no file. */
    async figuresOfFile(file: StatementFileRow | null): Promise<BankFiguresForScore> {
      return figuresForScore(file ? (await statementIn(file)).analysis : null);
    },
  };
}
export type BankStatementReader = ReturnType<typeof createBankStatementReader>;
