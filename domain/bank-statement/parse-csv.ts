import Papa from 'papaparse';
import { isoDateOf, paiseOf, StatementFormatError, type BankStatement, type StatementTransaction } from './statement.ts';

// Indian banks' CSV exports differ in their column names and often start with a few lines about the
// account; the header row is found by its columns, then each row is read by what its column means.

type Column = 'date' | 'narration' | 'reference' | 'debit' | 'credit' | 'balance' | 'amount' | 'drcr';
const HEADERS: Record<Column, string[]> = {
  date: ['date', 'txndate', 'transactiondate', 'trandate', 'postdate', 'postingdate'],
  narration: ['narration', 'description', 'particulars', 'remarks', 'details', 'transactiondetails', 'transactionremarks'],
  reference: ['chqrefno', 'chqno', 'refno', 'chequeno', 'reference', 'chqrefnumber', 'refchqno', 'chequerefno'],
  debit: ['withdrawalamt', 'withdrawal', 'withdrawals', 'debit', 'debitamount', 'dr', 'withdrawalamountinr', 'withdrawalamount'],
  credit: ['depositamt', 'deposit', 'deposits', 'credit', 'creditamount', 'cr', 'depositamountinr', 'depositamount'],
  balance: ['closingbalance', 'balance', 'runningbalance', 'balanceinr', 'availablebalance'],
  amount: ['amount', 'transactionamount', 'amountinr'],
  drcr: ['drcr', 'type', 'crdr', 'debitcredit'],
};
const key = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

function columnsOf(row: string[]): Partial<Record<Column, number>> | null {
  const found: Partial<Record<Column, number>> = {};
  row.forEach((cell, index) => {
    const k = key(cell);
    for (const [column, names] of Object.entries(HEADERS) as [Column, string[]][]) {
      if (found[column] === undefined && names.includes(k)) found[column] = index;
    }
  });
  const hasAmounts = (found.debit !== undefined && found.credit !== undefined) || (found.amount !== undefined && found.drcr !== undefined);
  return found.date !== undefined && found.narration !== undefined && hasAmounts ? found : null;
}

/** A bank's CSV export → the statement; refuses text that is not such an export, naming what is missing. */
export function parseStatementCsv(text: string): BankStatement {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const headerAt = rows.findIndex((row) => columnsOf(row) !== null);
  if (headerAt < 0) throw new StatementFormatError('The CSV has no Date, Narration and Withdrawal/Deposit (or Amount and Dr/Cr) columns.');
  const columns = columnsOf(rows[headerAt]!)!;
  const cell = (row: string[], column: Column) => (columns[column] === undefined ? '' : (row[columns[column]!] ?? '').trim());
  const transactions: StatementTransaction[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const date = isoDateOf(cell(row, 'date'));
    if (!date) continue; // footers such as "Statement summary" or totals rows
    let debit = paiseOf(cell(row, 'debit')) ?? 0;
    let credit = paiseOf(cell(row, 'credit')) ?? 0;
    if (columns.amount !== undefined && columns.debit === undefined) {
      const amount = Math.abs(paiseOf(cell(row, 'amount')) ?? 0);
      if (/^d/i.test(cell(row, 'drcr'))) debit = amount; else credit = amount;
    }
    transactions.push({
      date, narration: cell(row, 'narration'), reference: cell(row, 'reference') || null, mode: null,
      debitPaise: Math.abs(debit), creditPaise: Math.abs(credit), balancePaise: paiseOf(cell(row, 'balance')),
    });
  }
  if (transactions.length === 0) throw new StatementFormatError('The CSV has a header but no dated transactions.');
  return { source: 'csv', accountType: null, currency: 'INR', odLimitPaise: null, drawingLimitPaise: null, transactions: chronological(transactions) };
}

/** Exports list newest first or oldest first; the analysis reads them oldest first, same-day order kept. */
export function chronological(transactions: StatementTransaction[]): StatementTransaction[] {
  const first = transactions[0]?.date ?? '';
  const last = transactions.at(-1)?.date ?? '';
  return first > last ? [...transactions].reverse() : transactions;
}
