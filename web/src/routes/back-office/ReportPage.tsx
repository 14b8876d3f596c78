import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ApplicationSearch } from '../../features/insight/ApplicationSearch.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { BankAnalysisReport } from './BankAnalysisReport.tsx';
import { fetchReport, searchFailure, type Report, type ReportType } from './insight.api.ts';
import './insight.css';

const REPORTS: { id: ReportType; label: string }[] = [{ id: 'gst', label: 'GST' }, { id: 'itr', label: 'ITR' }, { id: 'bank', label: 'Bank' }];

function ReportSummary({ report }: { report: Report }) {
  if (report.type === 'bank') {
    return <>{report.note ? <p>{report.note}</p> : null}<BankAnalysisReport analysis={report.analysis} /></>;
  }
  const rows: [string, unknown][] = [['Status', report.status], ['Reason', report.reason], ['Checked by', report.source], ['Provider', report.provider], ['Checked on', report.checked_at]];
  return (
    <dl className="review-fields">
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd className={value ? undefined : 'not-available'}>{value ? String(value) : 'Not available'}</dd></div>)}
    </dl>
  );
}

/** /uw-report and /approver-report (001 §2.11): the GST, ITR or Bank report of one application, and its raw JSON. */
export function ReportPage({ role }: { role: ReviewerRole }) {
  const [type, setType] = useState<ReportType>('gst');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const search = async (loanId: string) => {
    setBusy(true);
    setFailure(null);
    try {
      setReport(await fetchReport(role, type, loanId));
    } catch (error) {
      setReport(null);
      setFailure(searchFailure(error, 'sorry ! data are not found.'));
    } finally {
      setBusy(false);
    }
  };
  const label = REPORTS.find((r) => r.id === (report?.type ?? type))?.label ?? 'Report';
  return (
    <section aria-labelledby="report-title" className="insight-page">
      <h1 id="report-title">Report</h1>
      <div className="insight-toolbar">
        <SelectField label="Select Report" value={type} onChange={(value) => { setType(value as ReportType); setReport(null); setFailure(null); }}
          options={REPORTS.map((r) => ({ value: r.id, label: r.label }))} />
        <ApplicationSearch action="Search" busy={busy} onSearch={(id) => void search(id)} />
      </div>
      {busy ? <p role="status">Loading…</p> : null}
      {failure ? <p role="alert" className="insight-failure">{failure}</p> : null}
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
    </section>
  );
}
