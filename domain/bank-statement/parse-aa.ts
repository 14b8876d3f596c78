import { chronological } from './parse-csv.ts';
import { isoDateOf, paiseOf, StatementFormatError, type BankStatement, type StatementTransaction } from './statement.ts';

// An Account Aggregator deposit-account FI document (ReBIT schema) in its JSON form: Account with
// Profile, Summary and Transactions. Amounts are decimal strings; balances and limits sit in Summary.

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function accountOf(document: unknown): Obj | null {
  const root = obj(document);
  if (!root) return null;
  return obj(root.Account) ?? obj(root.account) ?? obj(obj(root.data)?.account) ?? obj(obj(root.data)?.Account);
}

/** The AA JSON → the statement; refuses JSON that is not a deposit account with transactions. */
export function parseAccountAggregatorJson(json: string): BankStatement {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    throw new StatementFormatError('The file is not valid JSON.');
  }
  const account = accountOf(document);
  if (!account || (account.type !== undefined && String(account.type).toLowerCase() !== 'deposit')) {
    throw new StatementFormatError('The JSON is not an Account Aggregator deposit account.');
  }
  const summary = obj(account.Summary) ?? obj(account.summary) ?? {};
  const holder = obj(account.Transactions) ?? obj(account.transactions);
  const list = holder?.Transaction ?? holder?.transaction;
  if (!Array.isArray(list)) throw new StatementFormatError('The account has no Transactions.');
  const transactions: StatementTransaction[] = [];
  for (const raw of list) {
    const t = obj(raw);
    const date = t ? isoDateOf(text(t.transactionTimestamp) || text(t.valueDate)) : null;
    const amount = t ? paiseOf(text(t.amount)) : null;
    if (!t || !date || amount === null) throw new StatementFormatError('A transaction has no valid date or amount.');
    const credit = text(t.type).toUpperCase() === 'CREDIT';
    transactions.push({
      date, narration: text(t.narration), reference: text(t.reference) || text(t.txnId) || null, mode: text(t.mode).toUpperCase() || null,
      debitPaise: credit ? 0 : Math.abs(amount), creditPaise: credit ? Math.abs(amount) : 0, balancePaise: paiseOf(text(t.currentBalance)),
    });
  }
  if (transactions.length === 0) throw new StatementFormatError('The account has no transactions.');
  return {
    source: 'account-aggregator',
    accountType: text(summary.type) || null,
    currency: text(summary.currency) || 'INR',
    odLimitPaise: paiseOf(text(summary.currentODLimit)),
    drawingLimitPaise: paiseOf(text(summary.drawingLimit)),
    transactions: chronological(transactions),
  };
}
