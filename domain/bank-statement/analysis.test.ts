import { describe, expect, it } from 'vitest';
import { SALARIED_STATEMENT_CSV } from './fixtures/salaried-statement.ts';
import { analyseStatement, figuresForScore, type BankStatementAnalysis } from './analysis.ts';
import { parseAccountAggregatorJson } from './parse-aa.ts';
import { parseStatementCsv } from './parse-csv.ts';
import { isoDateOf, paiseOf, StatementFormatError } from './statement.ts';

const csv = SALARIED_STATEMENT_CSV;
const figure = (analysis: BankStatementAnalysis, label: string) =>
  [...analysis.overview.flatMap((s) => s.rows), ...analysis.cashFlow, ...analysis.eodQuarters, ...analysis.accountSummary].find((f) => f.label === label);

describe('reading statements', () => {
  it('reads Indian amounts and dates exactly', () => {
    expect(paiseOf('1,64,999.50')).toBe(16_499_950);
    expect(paiseOf('350.25')).toBe(35_025);
    expect(paiseOf('12.3.4')).toBeNull();
    expect(isoDateOf('05/04/26')).toBe('2026-04-05');
    expect(isoDateOf('05-Apr-2026')).toBe('2026-04-05');
    expect(isoDateOf('31/02/2026')).toBeNull();
  });

  it('finds the header below the account lines and reads every dated row', () => {
    const statement = parseStatementCsv(csv);
    expect(statement.transactions).toHaveLength(10);
    expect(statement.transactions[0]).toMatchObject({ date: '2026-04-01', creditPaise: 8_500_000, debitPaise: 0, balancePaise: 10_500_000 });
  });

  it('refuses a CSV that is not a statement, saying what is missing', () => {
    expect(() => parseStatementCsv('name,phone\nAsha,9800000001\n')).toThrow(StatementFormatError);
  });
});

describe('the analysis of the worked example (salaried-statement.csv)', () => {
  const analysis = analyseStatement(parseStatementCsv(csv));

  it('sums credits and debits and takes out returns and reversals', () => {
    expect(figure(analysis, 'Total Credits')?.value).toBe(18_735_025);
    expect(figure(analysis, 'Total Debits')?.value).toBe(4_200_050);
    expect(figure(analysis, 'Outward Cheque Return')?.value).toBe(500_000);
    expect(figure(analysis, 'Gross Credits')?.value).toBe(17_035_025);
    expect(figure(analysis, 'Gross Debits')?.value).toBe(2_500_050);
    expect(figure(analysis, 'Loan Repaid')?.value).toBe(1_200_000);
  });

  it('counts returns against their kind of transaction', () => {
    expect(figure(analysis, 'ECS Returns')?.value).toBe(1);
    expect(figure(analysis, 'ECS Returns %')?.value).toBe(33.33);
    expect(figure(analysis, 'Outward Cheque Returns %')?.value).toBe(100);
    expect(figure(analysis, 'Inward Cheque Returns %')).toMatchObject({ value: null });
  });

  it('averages the end-of-day balance over all 61 days and by financial-year quarter', () => {
    expect(figure(analysis, 'Average EOD')?.value).toBe(12_669_384);
    expect(figure(analysis, 'Quarter1 Balance')?.value).toBe(12_669_384);
    expect(figure(analysis, 'Quarter2 Balance')).toMatchObject({ value: null, reason: 'The statement does not cover this quarter.' });
    expect(figure(analysis, 'Days Overdrawn')?.value).toBe(0);
    expect(figure(analysis, 'Opening Balance')?.value).toBe(2_000_000);
    expect(figure(analysis, 'Closing Balance')?.value).toBe(16_534_975);
  });

  it('says a savings CSV has no overdraft limit instead of showing zero', () => {
    expect(figure(analysis, 'OD/CC Sanction Limit')).toMatchObject({ value: null, reason: expect.stringContaining('limit') });
    expect(figure(analysis, 'Average Utilisation %')?.value).toBeNull();
  });

  it('gives the score its monthly take-home, obligations, bounces and balance', () => {
    expect(figuresForScore(analysis)).toEqual({
      averageBalancePaise: 12_669_384, monthlyNetTakeHomePaise: 8_500_000, monthlyObligationsPaise: 600_000, bouncedDebits: 1, monthsCovered: 2,
    });
    expect(figuresForScore(null).monthlyNetTakeHomePaise).toBeNull();
  });

  it('changes when the statement changes', () => {
    const richer = analyseStatement(parseStatementCsv(csv.replace('"85,000.00","1,05,000.00"', '"95,000.00","1,15,000.00"')));
    expect(figure(richer, 'Total Credits')?.value).toBe(18_735_025 + 1_000_000);
  });
});

describe('Account Aggregator deposit JSON', () => {
  const document = {
    Account: {
      type: 'deposit', maskedAccNumber: 'XXXXXXXX9012',
      Summary: { currentBalance: '-20000.00', currency: 'INR', type: 'CURRENT', currentODLimit: '200000', drawingLimit: '150000' },
      Transactions: {
        startDate: '2026-06-01', endDate: '2026-06-10',
        Transaction: [
          { type: 'DEBIT', mode: 'FT', amount: '50000', currentBalance: '-10000.00', transactionTimestamp: '2026-06-01T10:00:00+05:30', narration: 'NEFT SUPPLIER', txnId: 'T1' },
          { type: 'CREDIT', mode: 'CASH', amount: '30000', currentBalance: '20000.00', transactionTimestamp: '2026-06-05T10:00:00+05:30', narration: 'CASH DEPOSIT', txnId: 'T2' },
          { type: 'DEBIT', mode: 'UPI', amount: '40000', currentBalance: '-20000.00', transactionTimestamp: '2026-06-08T10:00:00+05:30', narration: 'UPI RENT', txnId: 'T3' },
        ],
      },
    },
  };
  const analysis = analyseStatement(parseAccountAggregatorJson(JSON.stringify(document)));

  it('takes the limit from the summary and measures overdrawing against it', () => {
    expect(figure(analysis, 'OD/CC Sanction Limit')?.value).toBe(20_000_000);
    // Days 1–4 at −10,000, 5–7 at +20,000, the 8th at −20,000: 5 overdrawn days, twice, peak 20,000 on the 8th.
    expect(figure(analysis, 'Days Overdrawn')?.value).toBe(5);
    expect(figure(analysis, 'Times Overdrawn')?.value).toBe(2);
    expect(figure(analysis, 'Peak Overdrawing Amount')?.value).toBe(2_000_000);
    expect(figure(analysis, 'Peak Overdrawing Date')?.value).toBe('2026-06-08');
    // (4 × 10,000 + 20,000) / 5 = 12,000 overdrawn on average; utilisation 60,000 / (8 days × 2,00,000) = 3.75 %.
    expect(figure(analysis, 'Average Overdrawn')?.value).toBe(1_200_000);
    expect(figure(analysis, 'Average Utilisation %')?.value).toBe(3.75);
    expect(figure(analysis, 'Cash Deposit')?.value).toBe(3_000_000);
    expect(figure(analysis, 'Indirect Expense: Rent')?.value).toBe(4_000_000);
  });

  it('refuses JSON that is not a deposit account', () => {
    expect(() => parseAccountAggregatorJson('{"Account":{"type":"insurance"}}')).toThrow(StatementFormatError);
    expect(() => parseAccountAggregatorJson('not json')).toThrow(StatementFormatError);
  });
});
