import { useEffect, useState } from 'react';
import { Notice } from '../../shared/ui/Notice.tsx';
import { fetchDashboard, fetchTransactions, type Transaction } from './loans/borrower-loans.api.ts';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** Every money movement of the parent's loans: the disbursement to the school and each EMI debit, with a loan filter. */
export default function TransactionHistoryPage() {
  const [loanIds, setLoanIds] = useState<string[]>([]);
  const [loanId, setLoanId] = useState('');
  const [rows, setRows] = useState<Transaction[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchDashboard().then((d) => setLoanIds(d.loans.map((l) => l.loanId))).catch(() => setError('Some thing went wrong, Please Retry'));
  }, []);
  useEffect(() => {
    setRows(null);
    fetchTransactions(loanId || null).then(setRows).catch(() => setError('Some thing went wrong, Please Retry'));
  }, [loanId]);

  return (
    <>
      <h1>Transaction history</h1>
      <label>
        Loan{' '}
        <select value={loanId} onChange={(e) => setLoanId(e.target.value)} data-testid="loan-filter">
          <option value="">All loans</option>
          {loanIds.map((id) => <option key={id} value={id}>{id}</option>)}
        </select>
      </label>
      {error ? <Notice tone="error" title="Oops..">{error}</Notice> : null}
      {rows === null && !error ? <p role="status">Loading transactions…</p> : null}
      {rows?.length === 0 ? <p className="card">No transactions yet: the disbursement to the school and your EMI debits show here.</p> : null}
      {rows && rows.length > 0 ? (
        <div className="table-scroll"><table data-testid="transactions">
          <thead><tr><th scope="col">Transaction ID</th><th scope="col">Date</th><th scope="col">Loan</th><th scope="col">Paid to</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t.id}><td>{t.id}</td><td>{DATE.format(new Date(t.date))}</td><td>{t.loanId}</td><td>{t.paidTo}</td><td>{t.amount}</td><td>{t.status}</td></tr>
            ))}
          </tbody>
        </table></div>
      ) : null}
    </>
  );
}
