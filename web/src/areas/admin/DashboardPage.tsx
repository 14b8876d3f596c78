import { useEffect, useState } from 'react';
import { DASHBOARD_DEFINITIONS } from '../../../../domain/portfolio-figures.ts';
import { BarChart } from '../../shared/charts/BarChart.tsx';
import { DonutChart } from '../../shared/charts/DonutChart.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { formatWholeRupees } from '../../shared/lib/format.ts';
import { fetchDashboard, type PortfolioFigures } from './admin.api.ts';

const rupees = (paise: number) => formatWholeRupees(Math.round(paise / 100));
const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (yyyyMm: string) => MONTH.format(new Date(`${yyyyMm}-01T00:00:00Z`));

/** /admin-dashboard (002, section 2.4): every figure from the database, each chart also as a table. */
export default function DashboardPage() {
  const [figures, setFigures] = useState<PortfolioFigures | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchDashboard().then(setFigures).catch((e: unknown) => setError(e instanceof ApiError ? e.message : 'Some thing went wrong, Please Retry'));
  }, []);

  if (error) return <p role="alert">Sorry, {error} ! please try again.</p>;
  if (!figures) return <p role="status">Loading…</p>;
  const cards = [
    ['Schools Enrolled', figures.schoolsEnrolled.toLocaleString('en-IN'), DASHBOARD_DEFINITIONS.schoolsEnrolled, 'schools-enrolled'],
    ['Repeat Customer', figures.repeatCustomers.toLocaleString('en-IN'), DASHBOARD_DEFINITIONS.repeatCustomers, 'repeat-customers'],
    ['Total Borrower', figures.totalBorrowers.toLocaleString('en-IN'), DASHBOARD_DEFINITIONS.totalBorrowers, 'total-borrowers'],
    ['Total Earning', rupees(figures.totalEarningPaise), DASHBOARD_DEFINITIONS.totalEarning, 'total-earning'],
  ] as const;

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <dl className="cards">
        {cards.map(([label, value, definition, id]) => (
          <div className="card" key={id}>
            <dt id={`${id}-label`}>{label}</dt>
            <dd data-testid={id} aria-describedby={`${id}-definition`}>{value}</dd>
            <dd id={`${id}-definition`} className="visually-hidden">{definition}</dd>
          </div>
        ))}
      </dl>
      <div className="charts">
        <BarChart title="Interest Earned" valueLabel="Interest received" definition={DASHBOARD_DEFINITIONS.interestEarned} format={rupees}
          data={figures.interestByMonth.map((m) => ({ label: monthLabel(m.month), value: m.interestPaise }))} />
        <DonutChart title="Borrower" valueLabel="Borrowers" definition={`Timely Payer: ${DASHBOARD_DEFINITIONS.timelyPayer} Defaulter: ${DASHBOARD_DEFINITIONS.defaulter}`}
          data={[{ label: 'Timely Payer', value: figures.payers.timely, color: '#0b5d4b' }, { label: 'Defaulter', value: figures.payers.defaulters, color: '#c2410c' }]} />
        <DonutChart title="Number of Loans" valueLabel="Loans" definition={DASHBOARD_DEFINITIONS.loanSize}
          data={[{ label: '3 Lakhs and below', value: figures.loansBySize.upToThreshold, color: '#1d6fa5' }, { label: 'Greater than 3 Lakhs', value: figures.loansBySize.aboveThreshold, color: '#f2a900' }]} />
        <BarChart title="School Performance by region" valueLabel="Loans" definition={`${DASHBOARD_DEFINITIONS.regionPerformance} ${figures.regions.map((r) => `${r.region}: ${r.schools} schools, ${r.loans} loans, ${rupees(r.disbursedPaise)} disbursed.`).join(' ')}`}
          data={figures.regions.map((r) => ({ label: r.region, value: r.loans }))} color="#1d6fa5" />
        <BarChart title="Loan Status" valueLabel="Loans" definition={DASHBOARD_DEFINITIONS.loanStatus}
          data={[{ label: 'Approved', value: figures.loanStatus.approved }, { label: 'Reject', value: figures.loanStatus.rejected }, { label: 'Pending', value: figures.loanStatus.pending }]} />
      </div>
    </section>
  );
}
