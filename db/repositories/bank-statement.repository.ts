import type { Pool } from '../pool.ts';
import type { FileStorage } from '../file-storage.ts';
import { NO_BANK_FIGURES, type BankFiguresForScore } from '../../domain/bank-statement/score-figures.ts';

/**
 * Reads the bank statement a loan was submitted with and analyses it.
 * (Contract for the score card and the CAM; the analysis itself is being built.)
 */
export function createBankStatementReader(deps: { pool: Pool; storage: FileStorage }) {
  void deps;
  return {
    async figuresOf(loanId: string): Promise<BankFiguresForScore> {
      void loanId;
      return NO_BANK_FIGURES;
    },
  };
}
export type BankStatementReader = ReturnType<typeof createBankStatementReader>;
