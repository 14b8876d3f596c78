import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { formatRupees } from '../../../../domain/money.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { SelectField } from '../../shared/ui/SelectField.tsx';
import { BankAnalysisReport } from './BankAnalysisReport.tsx';
import { fetchReport, type Report, type ReportType } from './insight.api.ts';
import { InsightPage } from './insight/InsightPage.tsx';
import { useApplicationLookup } from './insight/use-application-lookup.ts';

const REPORTS: { id: ReportType; label: string }[] = [{ id: 'gst', label: 'GST' }, { id: 'itr', label: 'ITR' }, { id: 'bank', label: 'Bank' }];

interface GstPeriod { ret_period: string; financial_year: string; gstr1_ttl_val: string | null; gstr1_ttl_txval: string | null; gstr3b_ttl_val: string | null; gstr3b_ttl_txval: string | null; difference: string | null }
const rupeesText = (value: string | null) => (value === null ? 'Not filed' : formatRupees(Math.round(Number(value) * 100)));

interface ItrReturn { assessment_year: string; itr_form: string; gross_total_income: number; tax_paid: number; filed_on: string; acknowledgement_number: string }

function GstSummary({ report }: { report: Report }) {
  const periods = (report.summary ?? []) as GstPeriod[];
  return (
    <>
      <p>GSTIN {String(report.gstin)}: {periods.length} return periods fetched for the application of {String(report.application_date).split('-').reverse().join('/')}.</p>
      <div className="table-scroll">
        <table className="insight-table">
          <caption>GSTR-1 and GSTR-3B by return period</caption>
          <thead><tr><th scope="col">Period</th><th scope="col">Financial year</th><th scope="col" className="amount">GSTR-1 value</th><th scope="col" className="amount">GSTR-1 taxable</th><th scope="col" className="amount">GSTR-3B value</th><th scope="col" className="amount">GSTR-3B taxable</th><th scope="col" className="amount">Difference</th></tr></thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.ret_period}>
                <th scope="row">{p.ret_period.slice(0, 2)}/{p.ret_period.slice(2)}</th><td>{p.financial_year}</td>
                <td className="amount">{rupeesText(p.gstr1_ttl_val)}</td><td className="amount">{rupeesText(p.gstr1_ttl_txval)}</td>
                <td className="amount">{rupeesText(p.gstr3b_ttl_val)}</td><td className="amount">{rupeesText(p.gstr3b_ttl_txval)}</td>
                <td className="amount">{p.difference === null ? 'Not available' : rupeesText(p.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ReportSummary({ report }: { report: Report }) {
  if (report.type === 'gst') return <GstSummary report={report} />;
  if (report.type === 'bank') {
    return <>{report.note ? <p>{report.note}</p> : null}<BankAnalysisReport analysis={report.analysis} /></>;
  }
  const returns = (report.returns ?? []) as ItrReturn[];
  const rows: [string, unknown][] = [['Status', report.status], ['Reason', report.reason], ['Checked by', report.source], ['Provider', report.provider], ['Checked on', report.checked_at]];
  return (
    <>
      <dl className="review-fields">
        {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd className={value ? undefined : 'not-available'}>{value ? String(value) : 'Not available'}</dd></div>)}
      </dl>
      {returns.length === 0 ? <p className="not-available">Filed returns: not available (the portal listed none for this check).</p> : (
        <div className="table-scroll">
          <table className="insight-table">
            <caption>Filed income-tax returns</caption>
            <thead><tr><th scope="col">Assessment year</th><th scope="col">ITR form</th><th scope="col" className="amount">Gross total income</th><th scope="col" className="amount">Tax paid</th><th scope="col">Filed on</th><th scope="col">Acknowledgement no.</th></tr></thead>
            <tbody>
              {returns.map((r) => (
                <tr key={r.assessment_year}>
                  <th scope="row">{r.assessment_year}</th><td>{r.itr_form}</td>
                  <td className="amount">{formatRupees(r.gross_total_income)}</td><td className="amount">{formatRupees(r.tax_paid)}</td>
                  <td>{r.filed_on.split('-').reverse().join('/')}</td><td>{r.acknowledgement_number}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** /uw-report and /approver-report (001 §2.11): the GST, ITR or Bank report of one application, and its raw JSON. */
export function ReportPage({ role }: { role: ReviewerRole }) {
  const [type, setType] = useState<ReportType>('gst');
  const lookup = useApplicationLookup((loanId: string) => fetchReport(role, type, loanId), 'sorry ! data are not found.');
  const { busy, found: report, reset } = lookup;
  const label = REPORTS.find((r) => r.id === (report?.type ?? type))?.label ?? 'Report';
  return (
    <InsightPage role={role} titleId="report-title" title="Report" lookup={lookup} action="Search"
      before={<SelectField label="Select Report" value={type} onChange={(value) => { setType(value as ReportType); reset(); }}
        options={REPORTS.map((r) => ({ value: r.id, label: r.label }))} />}>
      {report && !busy ? (
        <Tabs className="insight-block">
          <TabList aria-label={`${label} report views`} className="tabs">
            <Tab id="report">{label}</Tab>
            <Tab id="json">JSON</Tab>
          </TabList>
          <TabPanel id="report"><ReportSummary report={report} /></TabPanel>
          <TabPanel id="json"><pre className="raw-json">{JSON.stringify(report.raw, null, 2)}</pre></TabPanel>
        </Tabs>
      ) : null}
    </InsightPage>
  );
}
