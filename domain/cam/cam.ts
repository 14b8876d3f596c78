import { panOfGstin } from '../identifiers/gstin.ts';
import type { Gstr1, Gstr2b, Gstr3b, StoredGstReturn } from './gst-returns.ts';
import { camWindow, fyLabel, monthLabel, retPeriodOf, type YearMonth } from './periods.ts';

/**
 * The credit appraisal memo (001, section 3 "CAM data") from a self-employed borrower's raw GST
 * returns and the application date. Every amount is added up in integer paise and only then written
 * as a rupee string with two decimals ('123456.78'); shares and margins are per cent to 2 decimals,
 * rounded half away from zero. Pure: the same returns and date give the same memo.
 */

/** A GST file's rupee amount as integer paise (the files carry at most two decimals). */
export function paiseOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
/** Paise as a rupee string with exactly two decimals. */
export function rupeeString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
/** a × scale / b rounded half away from zero, in integers (bigint inside, so a large a × scale stays exact). */
export function divRound(a: number, b: number, scale = 1): number {
  if (b === 0) return 0;
  const x = BigInt(Math.abs(a)) * BigInt(scale);
  const y = BigInt(Math.abs(b));
  const q = Number((2n * x + y) / (2n * y));
  return (a < 0) !== (b < 0) ? -q : q;
}
/** part / whole as a percentage with two decimals ('12.35'), or '0.00' for an empty whole. */
export function percent(part: number, whole: number): string {
  return rupeeString(divRound(part, whole, 10000));
}

interface Sums { val: number; txval: number; tax: number }
const zero = (): Sums => ({ val: 0, txval: 0, tax: 0 });
const add = (a: Sums, b: Sums): Sums => ({ val: a.val + b.val, txval: a.txval + b.txval, tax: a.tax + b.tax });
const show = (s: Sums) => ({ ttl_val: rupeeString(s.val), ttl_txval: rupeeString(s.txval), ttl_tax: rupeeString(s.tax) });
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const taxOf = (heads: Record<string, unknown>, names: readonly string[]) => names.reduce((s, n) => s + paiseOf(heads[n]), 0);
const HEADS = ['iamt', 'camt', 'samt', 'csamt'] as const;
const HEADS_2B = ['igst', 'cgst', 'sgst', 'cess'] as const;

/** GSTR-1 of a month: invoice value, taxable value and tax of its B2B invoices and B2C supplies. */
export function gstr1Sums(gstr1: Gstr1 | Record<string, unknown>): Sums & { invoices: number } {
  const r = obj(gstr1);
  let total = zero();
  let invoices = 0;
  for (const party of arr(r.b2b)) {
    for (const inv of arr(obj(party).inv)) {
      invoices += 1;
      const items = arr(obj(inv).itms).map((i) => obj(obj(i).itm_det));
      total = add(total, { val: paiseOf(obj(inv).val), txval: items.reduce((s, i) => s + paiseOf(i.txval), 0), tax: items.reduce((s, i) => s + taxOf(i, HEADS), 0) });
    }
  }
  for (const row of arr(r.b2cs).map(obj)) {
    const tax = taxOf(row, HEADS);
    total = add(total, { val: paiseOf(row.txval) + tax, txval: paiseOf(row.txval), tax });
  }
  return { ...total, invoices };
}
/** GSTR-3B of a month: the outward taxable supplies (ordinary and zero-rated) as declared. */
export function gstr3bSums(gstr3b: Gstr3b | Record<string, unknown>): Sums {
  const sup = obj(obj(gstr3b).sup_details);
  return [obj(sup.osup_det), obj(sup.osup_zero)].reduce<Sums>((s, line) => {
    const tax = taxOf(line, HEADS);
    return add(s, { val: paiseOf(line.txval) + tax, txval: paiseOf(line.txval), tax });
  }, zero());
}
/** GSTR-2B (or 2A) of a month: the suppliers' invoices. */
function gstr2bInvoices(gstr2b: Gstr2b | Record<string, unknown>) {
  const r = obj(gstr2b);
  const parties = arr(obj(r.docdata).b2b).length ? arr(obj(r.docdata).b2b) : arr(r.b2b);
  return parties.map(obj).flatMap((p) => arr(p.inv).map(obj).map((inv) => {
    const items = [...arr(inv.items), ...arr(inv.itms).map((i) => obj(obj(i).itm_det))].map(obj);
    return {
      ctin: String(p.ctin ?? ''), trdnm: typeof p.trdnm === 'string' ? p.trdnm : null, val: paiseOf(inv.val),
      txval: items.reduce((s, i) => s + paiseOf(i.txval), 0), tax: items.reduce((s, i) => s + taxOf(i, HEADS_2B) + taxOf(i, HEADS), 0),
    };
  }));
}

interface Month {
  gstr1: (Sums & { invoices: number }) | null;
  gstr3b: Sums | null;
  purchases: (Sums & { invoices: number }) | null;
}

export function buildCam(returns: readonly StoredGstReturn[], applicationDate: string) {
  const window = camWindow(applicationDate);
  const byPeriod = new Map<string, Partial<Record<StoredGstReturn['return_type'], unknown>>>();
  for (const r of returns) byPeriod.set(r.ret_period, { ...byPeriod.get(r.ret_period), [r.return_type]: r.payload });
  const monthOf = (ym: YearMonth): Month => {
    const found = byPeriod.get(retPeriodOf(ym)) ?? {};
    const inward = found.GSTR2B ?? found.GSTR2A;
    const purchases = inward === undefined ? null : gstr2bInvoices(inward as Gstr2b)
      .reduce((s, i) => ({ val: s.val + i.val, txval: s.txval + i.txval, tax: s.tax + i.tax, invoices: s.invoices + 1 }), { ...zero(), invoices: 0 });
    return {
      gstr1: found.GSTR1 === undefined ? null : gstr1Sums(found.GSTR1 as Gstr1),
      gstr3b: found.GSTR3B === undefined ? null : gstr3bSums(found.GSTR3B as Gstr3b),
      purchases,
    };
  };
  const sum = (months: YearMonth[], pick: (m: Month) => Sums | null) => months.reduce((s, ym) => add(s, pick(monthOf(ym)) ?? zero()), zero());
  const filed = (months: YearMonth[]) => months.filter((ym) => monthOf(ym).gstr1 !== null).length;

  const monthWise = (months: YearMonth[]) => months.map((ym) => {
    const m = monthOf(ym);
    return { month: monthLabel(ym), ret_period: retPeriodOf(ym), gstr1: m.gstr1 && show(m.gstr1), gstr3b: m.gstr3b && show(m.gstr3b) };
  });
  const monthTotal = (months: YearMonth[]) => ({ gstr1: show(sum(months, (m) => m.gstr1)), gstr3b: show(sum(months, (m) => m.gstr3b)) });
  const purchaseWise = (months: YearMonth[]) => months.map((ym) => {
    const p = monthOf(ym).purchases;
    return { month: monthLabel(ym), ret_period: retPeriodOf(ym), ttl_inv: p ? p.invoices : null, ...(p ? show(p) : { ttl_val: null, ttl_txval: null, ttl_tax: null }) };
  });

  /** Sales and purchases per month filed, and the margin between them (sales taxable value less purchases taxable value). */
  const periodSummary = (months: YearMonth[]) => {
    const count = filed(months);
    const sales = sum(months, (m) => m.gstr1);
    const purchases = sum(months, (m) => m.purchases);
    const salesPerMonth = divRound(sales.txval, count);
    const purchasesPerMonth = divRound(purchases.txval, count);
    return {
      from: months[0] ? monthLabel(months[0]) : null, to: months.at(-1) ? monthLabel(months.at(-1)!) : null, months: months.length, months_filed: count,
      gstr1: rupeeString(sales.val), gstr3b: rupeeString(sum(months, (m) => m.gstr3b).val),
      sales_per_month: rupeeString(salesPerMonth), purchases_per_month: rupeeString(purchasesPerMonth),
      estimated_margin: rupeeString(salesPerMonth - purchasesPerMonth), percentage_margin: percent(salesPerMonth - purchasesPerMonth, salesPerMonth),
    };
  };

  // The tables (customers, suppliers, HSN) cover both financial years.
  const tableMonths = [...window.previousMonths, ...window.currentMonths];
  const customers = new Map<string, Sums & { invoices: number }>();
  const b2c = zero();
  const hsn = new Map<string, { hsn_sc: string; desc: string; uqc: string; transactions: number; qty: number; txval: number; tax: number; val: number }>();
  const suppliers = new Map<string, Sums & { invoices: number; trdnm: string | null }>();
  let b2cEntries = 0;
  for (const ym of tableMonths) {
    const found = byPeriod.get(retPeriodOf(ym)) ?? {};
    const g1 = obj(found.GSTR1);
    for (const party of arr(g1.b2b).map(obj)) {
      const ctin = String(party.ctin ?? '');
      const c = customers.get(ctin) ?? { ...zero(), invoices: 0 };
      for (const inv of arr(party.inv).map(obj)) {
        const items = arr(inv.itms).map((i) => obj(obj(i).itm_det));
        c.invoices += 1; c.val += paiseOf(inv.val);
        c.txval += items.reduce((s, i) => s + paiseOf(i.txval), 0); c.tax += items.reduce((s, i) => s + taxOf(i, HEADS), 0);
      }
      customers.set(ctin, c);
    }
    for (const row of arr(g1.b2cs).map(obj)) {
      const tax = taxOf(row, HEADS);
      b2c.txval += paiseOf(row.txval); b2c.tax += tax; b2c.val += paiseOf(row.txval) + tax; b2cEntries += 1;
    }
    for (const row of arr(obj(g1.hsn).data).map(obj)) {
      const code = String(row.hsn_sc ?? '');
      const h = hsn.get(code) ?? { hsn_sc: code, desc: String(row.desc ?? ''), uqc: String(row.uqc ?? ''), transactions: 0, qty: 0, txval: 0, tax: 0, val: 0 };
      h.transactions += 1; h.qty += paiseOf(row.qty); h.txval += paiseOf(row.txval); h.tax += taxOf(row, HEADS); h.val += paiseOf(row.val);
      hsn.set(code, h);
    }
    const inward = found.GSTR2B ?? found.GSTR2A;
    if (inward !== undefined) {
      for (const inv of gstr2bInvoices(inward as Gstr2b)) {
        const s = suppliers.get(inv.ctin) ?? { ...zero(), invoices: 0, trdnm: inv.trdnm };
        s.invoices += 1; s.val += inv.val; s.txval += inv.txval; s.tax += inv.tax;
        suppliers.set(inv.ctin, s);
      }
    }
  }
  const sales = [...customers.values()].reduce(add, b2c);
  const invoiceCount = [...customers.values()].reduce((n, c) => n + c.invoices, 0);
  const byValue = <T extends { val: number }>(a: [string, T], b: [string, T]) => b[1].val - a[1].val || a[0].localeCompare(b[0]);
  const customerRows = [...customers.entries()].sort(byValue).map(([ctin, c]) => ({
    ctin, pan: panOfGstin(ctin) ?? ctin.slice(2, 12), ttl_inv: c.invoices, ...show(c), share: percent(c.val, sales.val),
  }));
  const purchases = [...suppliers.values()].reduce<Sums>(add, zero());
  const supplierRows = [...suppliers.entries()].sort(byValue).map(([ctin, s]) => ({
    ctin, pan: panOfGstin(ctin) ?? ctin.slice(2, 12), trdnm: s.trdnm, ttl_inv: s.invoices, ...show(s), share: percent(s.val, purchases.val),
  }));
  const hsnRows = [...hsn.values()].sort((a, b) => b.val - a.val || a.hsn_sc.localeCompare(b.hsn_sc));
  const hsnTotal = hsnRows.reduce((t, h) => ({ transactions: t.transactions + h.transactions, txval: t.txval + h.txval, tax: t.tax + h.tax, val: t.val + h.val }), { transactions: 0, txval: 0, tax: 0, val: 0 });

  const businessSummary = (fy: number, months: YearMonth[]) => {
    const g1 = sum(months, (m) => m.gstr1);
    const bought = sum(months, (m) => m.purchases);
    return {
      financial_year: fyLabel(fy), months: months.length, months_filed: filed(months),
      gstr1: show(g1), gstr3b: show(sum(months, (m) => m.gstr3b)), purchases: show(bought),
      ttl_inv: months.reduce((n, ym) => n + (monthOf(ym).gstr1?.invoices ?? 0), 0),
      estimated_margin: rupeeString(g1.txval - bought.txval), percentage_margin: percent(g1.txval - bought.txval, g1.txval),
    };
  };

  return {
    application_month: monthLabel(window.applicationMonth),
    previous_financial_year: fyLabel(window.previousFy),
    current_financial_year: fyLabel(window.currentFy),
    previous_month_wise_summary: monthWise(window.previousMonths),
    current_month_wise_summary: monthWise(window.currentMonths),
    previous_month_wise_total: monthTotal(window.previousMonths),
    current_month_wise_total: monthTotal(window.currentMonths),
    previous_business_summary: businessSummary(window.previousFy, window.previousMonths),
    current_business_summary: businessSummary(window.currentFy, window.currentMonths),
    last_6_month_summary: periodSummary(window.last6),
    last_15_month_summary: periodSummary(window.last15),
    turnover_and_customer: {
      gross_turnover: rupeeString(sales.val), net_turnover: rupeeString(sales.txval), ttl_customer: customers.size, ttl_inv: invoiceCount,
    },
    top_3_Customer: customerRows.slice(0, 3).map((c) => ({ ctin: c.ctin, pan: c.pan, ttl_tax: c.ttl_tax, ttl_rec: c.ttl_val, share: c.share })),
    purchase_top_3_supplier: supplierRows.slice(0, 3).map((s) => ({ ctin: s.ctin, pan: s.pan, trdnm: s.trdnm, ttl_val: s.ttl_val, share: s.share })),
    sales_hsn_wise: {
      desc_wise: hsnRows.map((h) => ({
        hsn_sc: h.hsn_sc, desc: h.desc, uqc: h.uqc, transactions: h.transactions, qty: rupeeString(h.qty), txval: rupeeString(h.txval),
        tax: rupeeString(h.tax), val: rupeeString(h.val), avgrate: rupeeString(divRound(h.txval, h.qty, 100)),
      })),
      total: { transactions: hsnTotal.transactions, txval: rupeeString(hsnTotal.txval), tax: rupeeString(hsnTotal.tax), val: rupeeString(hsnTotal.val) },
    },
    total_customer_wise_sales: {
      customers: customerRows,
      b2c: { entries: b2cEntries, ...show(b2c), share: percent(b2c.val, sales.val) },
      total: { ttl_inv: invoiceCount, ...show(sales) },
    },
    total_purchases_supplier_wise: {
      suppliers: supplierRows,
      total: { ttl_inv: supplierRows.reduce((n, s) => n + s.ttl_inv, 0), ...show(purchases) },
    },
    previous_month_wise_purchases: purchaseWise(window.previousMonths),
    current_month_wise_purchases: purchaseWise(window.currentMonths),
    previous_purchases_total: show(sum(window.previousMonths, (m) => m.purchases)),
    current_purchases_total: show(sum(window.currentMonths, (m) => m.purchases)),
  };
}
export type Cam = ReturnType<typeof buildCam>;
