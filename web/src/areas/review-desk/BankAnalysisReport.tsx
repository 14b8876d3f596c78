import { formatRupees } from '../../../../domain/money.ts';
import type { BankAnalysis, Figure } from './insight.api.ts';
import './insight.css';

/** A figure as the report shows it; a figure the statement cannot support says so instead of a zero. */
export function figureText(f: Figure): string {
  if (f.value === null) return 'Not available';
  if (f.kind === 'amount') return formatRupees(Number(f.value));
  if (f.kind === 'percent') return `${f.value}%`;
  if (f.kind === 'date') return String(f.value).split('-').reverse().join('/');
  return String(f.value);
}

function FigureTable({ caption, figures }: { caption: string; figures: Figure[] }) {
  return (
    <div className="table-scroll">
      <table className="insight-table">
        <caption>{caption}</caption>
        <thead><tr><th scope="col">Particulars</th><th scope="col" className="amount">Total (Amount)</th></tr></thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td className={f.value === null ? 'amount not-available' : 'amount'} title={f.reason}>{figureText(f)}{f.value === null && f.reason ? <small> ({f.reason})</small> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The bank-statement analysis report (002, section 2.11), computed from the statement the parent uploaded. */
export function BankAnalysisReport({ analysis }: { analysis: BankAnalysis | null | undefined }) {
  if (!analysis) return <p className="not-available">Bank statement analysis: not available (the statement is not a bank CSV export or an Account Aggregator file).</p>;
  return (
    <div className="bank-analysis">
      <p>
        {analysis.transactionCount} transactions from {analysis.period.from.split('-').reverse().join('/')} to {analysis.period.to.split('-').reverse().join('/')}
        {' '}({analysis.monthsCovered} month{analysis.monthsCovered === 1 ? '' : 's'}), read from {analysis.source === 'csv' ? 'the bank\'s CSV export' : 'the Account Aggregator file'}.
      </p>
      <FigureTable caption="Account Summary" figures={analysis.accountSummary} />
      <h3>Overview of Bank Statement</h3>
      {analysis.overview.map((section) => <FigureTable key={section.title} caption={section.title} figures={section.rows} />)}
      <FigureTable caption="Cash Flow" figures={analysis.cashFlow} />
      <FigureTable caption="EOD" figures={analysis.eodQuarters} />
    </div>
  );
}
