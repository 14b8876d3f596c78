import type { Cam } from '../../../../domain/cam/cam.ts';
import type { ReviewerRole } from '../../../../machines/review-wizard.machine.ts';
import { ExportCsvButton } from './insight/ExportCsvButton.tsx';
import { apiRequest } from '../../shared/lib/api-client.ts';
import { toCsv } from '../../shared/lib/csv.ts';
import { BankAnalysisReport } from './BankAnalysisReport.tsx';
import type { BankAnalysis } from './insight.api.ts';
import { InsightPage } from './insight/InsightPage.tsx';
import { useApplicationLookup } from './insight/use-application-lookup.ts';
import './cam.css';

/** The CAM answer of GET /{role}/getcam/{id}: the memo, the application's details and the bank analysis (null when not available). */
export type CamData = Cam & {
  loanid: string; gstin: string; application_date: string; fetched_at: string;
  applicant_details: Record<string, string | null>;
  bank_details: Record<string, string | null>;
  bank_statement_analysis: BankAnalysis | null;
};

const NOT_FOUND = 'sorry ! cam data are not found.';

// The report is a list of tables built once from the answer: the screen draws them and the export
// writes the same cells, so the file always matches what the reviewer sees.
type Cell =
  | { kind: 'amount'; value: string | null } // rupees, an exact decimal string
  | { kind: 'percent'; value: string | null }
  | { kind: 'count'; value: number | null }
  | { kind: 'text'; value: string | null };
export interface CamTable { section: string; title: string; columns: string[]; rows: { label: string; cells: Cell[]; total?: boolean }[] }

const amount = (value: string | null | undefined): Cell => ({ kind: 'amount', value: value ?? null });
const pct = (value: string | null | undefined): Cell => ({ kind: 'percent', value: value ?? null });
const count = (value: number | null | undefined): Cell => ({ kind: 'count', value: value ?? null });
const text = (value: string | null | undefined): Cell => ({ kind: 'text', value: value ?? null });

const indian = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Indian grouping with two decimals (12,34,567.80), formatted from the exact decimal string. */
export const inr = (value: string) => indian.format(value as `${number}`);

function cellText(cell: Cell): string {
  if (cell.value === null) return cell.kind === 'text' ? '—' : 'Not filed';
  if (cell.kind === 'amount') return `₹${inr(cell.value)}`;
  if (cell.kind === 'percent') return `${cell.value}%`;
  return String(cell.value);
}
/** A cell as the file writes it: amounts and percentages as plain numbers, nothing as an empty cell. */
function cellCsv(cell: Cell): string | number | null {
  if (cell.value === null) return null;
  if (cell.kind === 'amount' || cell.kind === 'percent') return Number(cell.value);
  return cell.value;
}

const words = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function camTables(cam: CamData): CamTable[] {
  const fyTitle = (fy: string) => `Financial Year ${fy}`;
  const tables: CamTable[] = [];
  tables.push({
    section: 'Applicant Details', title: 'Applicant Details', columns: ['Value'],
    rows: [['Application Number', cam.loanid], ['Application Date', cam.application_date.split('-').reverse().join('/')], ['GSTIN', cam.gstin], ...Object.entries(cam.applicant_details).map(([k, v]) => [words(k), v] as const)]
      .map(([label, value]) => ({ label, cells: [text(value)] })),
  });
  tables.push({
    section: 'Business Overview', title: 'Business Overview (both financial years)', columns: ['Value'],
    rows: [
      { label: 'Gross Turnover (invoice value)', cells: [amount(cam.turnover_and_customer.gross_turnover)] },
      { label: 'Net Turnover (taxable value)', cells: [amount(cam.turnover_and_customer.net_turnover)] },
      { label: 'Total Customers (B2B)', cells: [count(cam.turnover_and_customer.ttl_customer)] },
      { label: 'Total Invoices (B2B)', cells: [count(cam.turnover_and_customer.ttl_inv)] },
    ],
  });
  tables.push({
    section: 'Business Summary', title: 'Business Summary',
    columns: ['Months Filed', 'GSTR1 Invoice Value', 'GSTR1 Taxable Value', 'GSTR3B Invoice Value', 'GSTR3B Taxable Value', 'Purchases', 'Estimated Margin', 'Margin %', 'Invoices'],
    rows: [cam.previous_business_summary, cam.current_business_summary].map((s) => ({
      label: s.financial_year,
      cells: [text(`${s.months_filed} of ${s.months}`), amount(s.gstr1.ttl_val), amount(s.gstr1.ttl_txval), amount(s.gstr3b.ttl_val), amount(s.gstr3b.ttl_txval),
        amount(s.purchases.ttl_val), amount(s.estimated_margin), pct(s.percentage_margin), count(s.ttl_inv)],
    })),
  });
  const period = (label: string, s: CamData['last_15_month_summary']) => ({
    label: `${label} (${s.from} to ${s.to})`,
    cells: [count(s.months_filed), amount(s.gstr1), amount(s.gstr3b), amount(s.sales_per_month), amount(s.purchases_per_month), amount(s.estimated_margin), pct(s.percentage_margin)],
  });
  const periodColumns = ['Months Filed', 'GSTR1', 'GSTR3B', 'Sales per Month', 'Purchases per Month', 'Estimated Margin', 'Margin %'];
  tables.push({ section: 'Last 15 Months Summary', title: 'Last 15 Months Summary', columns: periodColumns, rows: [period('Last 15 months', cam.last_15_month_summary)] });
  tables.push({
    section: 'Top 3 Customers', title: 'Top 3 Customers', columns: ['GSTIN', 'Total Tax', 'Total Receipts', 'Share %'],
    rows: cam.top_3_Customer.map((c) => ({ label: c.pan, cells: [text(c.ctin), amount(c.ttl_tax), amount(c.ttl_rec), pct(c.share)] })),
  });
  const monthly = (fy: string, items: CamData['current_month_wise_summary'], total: CamData['current_month_wise_total']): CamTable => ({
    section: 'Monthly Sales', title: `Monthly Sales — ${fyTitle(fy)}`,
    columns: ['GSTR1 Invoice Value', 'GSTR1 Taxable Value', 'GSTR3B Invoice Value', 'GSTR3B Taxable Value'],
    rows: [
      ...items.map((m) => ({ label: m.month, cells: [amount(m.gstr1?.ttl_val), amount(m.gstr1?.ttl_txval), amount(m.gstr3b?.ttl_val), amount(m.gstr3b?.ttl_txval)] })),
      { label: 'Total', total: true, cells: [amount(total.gstr1.ttl_val), amount(total.gstr1.ttl_txval), amount(total.gstr3b.ttl_val), amount(total.gstr3b.ttl_txval)] },
    ],
  });
  tables.push(monthly(cam.previous_financial_year, cam.previous_month_wise_summary, cam.previous_month_wise_total));
  tables.push(monthly(cam.current_financial_year, cam.current_month_wise_summary, cam.current_month_wise_total));
  tables.push({
    section: 'Sales Last 6 and 15 Months', title: 'Sales Last 6 and 15 Months', columns: periodColumns,
    rows: [period('Last 6 months', cam.last_6_month_summary), period('Last 15 months', cam.last_15_month_summary)],
  });
  tables.push({
    section: 'HSN-wise Sales', title: 'HSN-wise Sales', columns: ['Description', 'Transactions', 'Quantity', 'Taxable Value', 'Tax', 'Invoice Value', 'Average Rate'],
    rows: [
      ...cam.sales_hsn_wise.desc_wise.map((h) => ({
        label: h.hsn_sc, cells: [text(h.desc), count(h.transactions), text(`${inr(h.qty)} ${h.uqc}`), amount(h.txval), amount(h.tax), amount(h.val), amount(h.avgrate)],
      })),
      { label: 'Total', total: true, cells: [text(''), count(cam.sales_hsn_wise.total.transactions), text(''), amount(cam.sales_hsn_wise.total.txval), amount(cam.sales_hsn_wise.total.tax), amount(cam.sales_hsn_wise.total.val), text('')] },
    ],
  });
  const sales = cam.total_customer_wise_sales;
  tables.push({
    section: 'Customer-wise Sales', title: 'Customer-wise Sales', columns: ['GSTIN', 'Invoices', 'Taxable Value', 'Tax', 'Invoice Value', 'Share %'],
    rows: [
      ...sales.customers.map((c) => ({ label: c.pan, cells: [text(c.ctin), count(c.ttl_inv), amount(c.ttl_txval), amount(c.ttl_tax), amount(c.ttl_val), pct(c.share)] })),
      { label: 'B2C (unregistered customers)', cells: [text(''), count(sales.b2c.entries), amount(sales.b2c.ttl_txval), amount(sales.b2c.ttl_tax), amount(sales.b2c.ttl_val), pct(sales.b2c.share)] },
      { label: 'Total', total: true, cells: [text(''), count(sales.total.ttl_inv), amount(sales.total.ttl_txval), amount(sales.total.ttl_tax), amount(sales.total.ttl_val), pct('100.00')] },
    ],
  });
  tables.push({
    section: 'Purchases', title: 'Purchases — Top 3 Suppliers', columns: ['Supplier', 'GSTIN', 'Total Value', 'Share %'],
    rows: cam.purchase_top_3_supplier.map((s) => ({ label: s.pan, cells: [text(s.trdnm), text(s.ctin), amount(s.ttl_val), pct(s.share)] })),
  });
  const purchases = (fy: string, items: CamData['current_month_wise_purchases'], total: CamData['current_purchases_total']): CamTable => ({
    section: 'Monthly Purchases', title: `Monthly Purchases — ${fyTitle(fy)}`, columns: ['Invoices', 'Taxable Value', 'Tax', 'Invoice Value'],
    rows: [
      ...items.map((m) => ({ label: m.month, cells: [count(m.ttl_inv), amount(m.ttl_txval), amount(m.ttl_tax), amount(m.ttl_val)] })),
      { label: 'Total', total: true, cells: [count(items.reduce((n, m) => n + (m.ttl_inv ?? 0), 0)), amount(total.ttl_txval), amount(total.ttl_tax), amount(total.ttl_val)] },
    ],
  });
  tables.push(purchases(cam.previous_financial_year, cam.previous_month_wise_purchases, cam.previous_purchases_total));
  tables.push(purchases(cam.current_financial_year, cam.current_month_wise_purchases, cam.current_purchases_total));
  const bought = cam.total_purchases_supplier_wise;
  tables.push({
    section: 'Supplier-wise Purchases', title: 'Supplier-wise Purchases', columns: ['Supplier', 'GSTIN', 'Invoices', 'Taxable Value', 'Tax', 'Invoice Value', 'Share %'],
    rows: [
      ...bought.suppliers.map((s) => ({ label: s.pan, cells: [text(s.trdnm), text(s.ctin), count(s.ttl_inv), amount(s.ttl_txval), amount(s.ttl_tax), amount(s.ttl_val), pct(s.share)] })),
      { label: 'Total', total: true, cells: [text(''), text(''), count(bought.total.ttl_inv), amount(bought.total.ttl_txval), amount(bought.total.ttl_tax), amount(bought.total.ttl_val), pct('100.00')] },
    ],
  });
  tables.push({
    section: 'Bank Details', title: 'Bank Details', columns: ['Value'],
    rows: Object.entries(cam.bank_details).map(([k, v]) => ({ label: words(k), cells: [text(v)] })),
  });
  return tables;
}

/**
 * The whole report as one file: a row per cell of every table, in screen order, with the section,
 * the table, the row and the column it came from. One header row; amounts as plain numbers.
 */
export function camCsv(cam: CamData): string {
  const lines = camTables(cam).flatMap((t) => t.rows.flatMap((r) => r.cells.map((cell, i) => ({
    section: t.section, table: t.title, row: r.label, column: t.columns[i] ?? '', value: cellCsv(cell),
  }))));
  return toCsv(lines, [
    { header: 'Section', value: (l) => l.section }, { header: 'Table', value: (l) => l.table }, { header: 'Row', value: (l) => l.row },
    { header: 'Column', value: (l) => l.column }, { header: 'Value', value: (l) => l.value },
  ]);
}

function Table({ table }: { table: CamTable }) {
  const id = `cam-${table.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <section className="insight-block cam-block" aria-labelledby={id}>
      <h2 id={id}>{table.title}</h2>
      {table.rows.length === 0 ? <p className="not-available">No entries in these returns.</p> : (
        <div className="table-scroll">
          <table className="insight-table cam-table">
            <thead>
              <tr><th scope="col">{table.columns.length === 1 ? 'Particulars' : ''}</th>{table.columns.map((c) => <th key={c} scope="col" className="amount">{c}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.label} className={r.total ? 'cam-total' : undefined}>
                  <th scope="row">{r.label}</th>
                  {r.cells.map((cell, i) => (
                    <td key={table.columns[i] ?? i} className={`${cell.kind === 'text' ? '' : 'amount'}${cell.value === null ? ' not-available' : ''}`}>{cellText(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const fetchCam = async (role: ReviewerRole, loanId: string) => (await apiRequest<CamData>('GET', `/${role}/getcam/${encodeURIComponent(loanId)}`)).data;

/** /credit-appraisal-memo and /approver-cam (001 §2.9): the credit appraisal memo of one self-employed application. */
export function CamPage({ role }: { role: ReviewerRole }) {
  const lookup = useApplicationLookup((loanId: string) => fetchCam(role, loanId), NOT_FOUND);
  const { busy, found: cam } = lookup;
  return (
    <InsightPage role={role} titleId="cam-title" title="Credit Appraisal Memo" trail="CAM" className="insight-page cam-page" lookup={lookup} action="Search"
      exportButton={cam ? <ExportCsvButton fileName={`cam-${cam.loanid}.csv`} build={() => camCsv(cam)} /> : null}>
      {cam && !busy ? (
        <div className="cam-report">
          <p className="cam-meta">
            GSTIN {cam.gstin}: financial years {cam.previous_financial_year} and {cam.current_financial_year}, counted from the application month {cam.application_month}.
            Amounts in rupees from the GSTR-1, GSTR-3B and GSTR-2B returns.
          </p>
          {camTables(cam).map((t) => <Table key={t.title} table={t} />)}
          <section className="insight-block cam-block" aria-labelledby="cam-bank-analysis">
            <h2 id="cam-bank-analysis">Bank Statement Analysis Report</h2>
            {cam.bank_statement_analysis
              ? <BankAnalysisReport analysis={cam.bank_statement_analysis} />
              : <p className="not-available">Bank statement analysis: not available.</p>}
          </section>
        </div>
      ) : null}
    </InsightPage>
  );
}
