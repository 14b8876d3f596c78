import { analyseStatement, figuresForScore, type BankStatementAnalysis } from '../../domain/bank-statement/analysis.ts';
import { parseAccountAggregatorJson } from '../../domain/bank-statement/parse-aa.ts';
import { parseStatementCsv } from '../../domain/bank-statement/parse-csv.ts';
import type { BankFiguresForScore } from '../../domain/bank-statement/score-figures.ts';
import type { BankStatement } from '../../domain/bank-statement/statement.ts';
import type { FileStorage } from '../file-storage.ts';
import type { Pool } from '../pool.ts';

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
  async function statementOf(loanId: string): Promise<LoanStatement | null> {
    // Named: the score card reads it on every open; each connection parses and plans it once.
    const { rows } = await deps.pool.query<{ storage_key: string; content_type: string; original_name: string }>({
      name: 'bank-statement-of-loan',
      text: `SELECT f.storage_key, f.content_type, f.original_name
               FROM loan_fee_entries e JOIN uploaded_files f
                 ON f.id::text = substring(e.application->'documents'->>'bank_statement' from '[0-9a-f-]{36}$') AND f.borrower_id = e.borrower_id
              WHERE e.loan_id = $1`,
      values: [loanId],
    });
    const file = rows[0];
    if (!file) return null;
    const parse = PARSERS[file.content_type];
    if (!parse) return { fileName: file.original_name, contentType: file.content_type, statement: null, analysis: null };
    const statement = parse((await deps.storage.readAll(file.storage_key)).toString('utf8'));
    return { fileName: file.original_name, contentType: file.content_type, statement, analysis: analyseStatement(statement) };
  }
  return {
    statementOf,
    async analysisOf(loanId: string): Promise<BankStatementAnalysis | null> {
      return (await statementOf(loanId))?.analysis ?? null;
    },
    async figuresOf(loanId: string): Promise<BankFiguresForScore> {
      return figuresForScore(await this.analysisOf(loanId));
    },
  };
}
export type BankStatementReader = ReturnType<typeof createBankStatementReader>;
