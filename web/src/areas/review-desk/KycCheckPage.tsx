import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ExportCsvButton } from './insight/ExportCsvButton.tsx';
import { csvDate, toCsv } from '../../shared/lib/csv.ts';
import { fetchKycCheck, type KycCheckRow } from './insight.api.ts';
import { InsightPage } from './insight/InsightPage.tsx';
import { useApplicationLookup } from './insight/use-application-lookup.ts';

/** The exported checkpoints: the table's four columns, then the reason and the date each check was made. */
export const kycCheckCsv = (rows: KycCheckRow[]) => toCsv(rows, [
  { header: 'Checkpoint', value: (r) => r.checkpoint }, { header: 'Validation from', value: (r) => r.validation_from },
  { header: 'Status', value: (r) => r.status }, { header: 'Consent Status', value: (r) => r.consent },
  { header: 'Reason', value: (r) => r.reason }, { header: 'Checked on', value: (r) => csvDate(r.checked_at) },
]);

/** /uw-kyc-check and /approver-kyc-check (001 §2.10, 002 §2.9): the checkpoints of one application. */
export function KycCheckPage({ role }: { role: ReviewerRole }) {
  const lookup = useApplicationLookup((loanId: string) => fetchKycCheck(role, loanId), 'sorry ! data are not found.', (found) => found.length === 0);
  const { searched, busy, found: rows } = lookup;
  return (
    <InsightPage role={role} titleId="kyc-check-title" title="KYC Check" trail="KYC-Check" lookup={lookup} action="KYC Check"
      exportButton={rows ? <ExportCsvButton fileName={`kyc-check-${searched}.csv`} build={() => kycCheckCsv(rows)} /> : null}>
      {rows && !busy ? (
        <div className="insight-block table-scroll">
          <table className="insight-table">
            <caption className="visually-hidden">KYC checkpoints of application {searched}</caption>
            <thead><tr><th scope="col">Checkpoint</th><th scope="col">Validation from</th><th scope="col">Status</th><th scope="col">Consent Status</th></tr></thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.checkpoint}>
                  <th scope="row">{r.checkpoint}</th>
                  <td>{r.validation_from}</td>
                  <td className={r.status === 'Verified' ? 'status-accepted' : 'status-rejected'}>{r.status}{r.reason ? <><br /><small>{r.reason}</small></> : null}</td>
                  <td>{r.consent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </InsightPage>
  );
}
