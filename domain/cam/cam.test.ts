import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../identifiers/gstin.ts';
import { buildCam, divRound, percent, rupeeString } from './cam.ts';
import type { StoredGstReturn } from './gst-returns.ts';
import { camWindow } from './periods.ts';

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const A = gstin('27AAACA1111A1Z');
const B = gstin('29BBBCB2222B1Z');
const S1 = gstin('27SSSFS3333S1Z');
const S2 = gstin('07TTTPT4444T1Z');
const item = (rt: number, txval: number, heads: { iamt?: number; camt?: number; samt?: number } = {}) =>
  ({ num: 1, itm_det: { rt, txval, iamt: heads.iamt ?? 0, camt: heads.camt ?? 0, samt: heads.samt ?? 0, csamt: 0 } });
const invoice = (inum: string, val: number, itms: ReturnType<typeof item>[]) => ({ inum, idt: '10-05-2025', val, pos: '27', rchrg: 'N', inv_typ: 'R', itms });

/** The worked example: an application on 10 June 2025; May 2025 fully filed, March 2025 with GSTR-1 only. */
function example(bInvoiceValue = 112): StoredGstReturn[] {
  const may = {
    gstin: '27ABCFE1234F1ZW', fp: '052025',
    b2b: [
      { ctin: A, inv: [invoice('1', 1180, [item(18, 1000, { camt: 90, samt: 90 })])] },
      { ctin: B, inv: [invoice('2', bInvoiceValue, [item(12, bInvoiceValue === 112 ? 100 : 200, { iamt: bInvoiceValue === 112 ? 12 : 24 })])] },
    ],
    b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 500, iamt: 0, camt: 12.5, samt: 12.5, csamt: 0 }],
    hsn: { data: [
      { num: 1, hsn_sc: '4820', desc: 'Notebooks', uqc: 'NOS', qty: 10, val: 1180, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 },
      { num: 2, hsn_sc: '9608', desc: 'Pens', uqc: 'NOS', qty: 3, val: 637, txval: 600, iamt: 12, camt: 12.5, samt: 12.5, csamt: 0 },
    ] },
  };
  const may3b = {
    gstin: '27ABCFE1234F1ZW', ret_period: '052025',
    sup_details: { osup_det: { txval: 1600, iamt: 12, camt: 102.5, samt: 102.5, csamt: 0 }, osup_zero: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 } },
  };
  const may2b = { gstin: '27ABCFE1234F1ZW', rtnprd: '052025', docdata: { b2b: [
    { ctin: S1, trdnm: 'Paper Mills', inv: [{ inum: 'P1', dt: '02-05-2025', val: 590, items: [{ num: 1, rt: 18, txval: 500, igst: 0, cgst: 45, sgst: 45, cess: 0 }] }] },
    { ctin: S2, trdnm: 'Pen House', inv: [{ inum: 'P2', dt: '03-05-2025', val: 118, items: [{ num: 1, rt: 18, txval: 100, igst: 18, cgst: 0, sgst: 0, cess: 0 }] }] },
  ] } };
  // Amounts that float addition gets wrong (0.1 + 0.2): the memo must still say 0.30.
  const march = { gstin: '27ABCFE1234F1ZW', fp: '032025', b2b: [{ ctin: A, inv: [invoice('3', 0.1, [item(0, 0.1)]), invoice('4', 0.2, [item(0, 0.2)])] }], b2cs: [], hsn: { data: [] } };
  return [
    { return_type: 'GSTR1', ret_period: '052025', payload: may },
    { return_type: 'GSTR3B', ret_period: '052025', payload: may3b },
    { return_type: 'GSTR2B', ret_period: '052025', payload: may2b },
    { return_type: 'GSTR1', ret_period: '032025', payload: march },
  ];
}

describe('the CAM from GST returns (worked example)', () => {
  const cam = buildCam(example(), '2025-06-10T09:30:00.000Z');

  it('names the financial years from the application date and lists their months', () => {
    expect(cam.previous_financial_year).toBe('2024-2025');
    expect(cam.current_financial_year).toBe('2025-2026');
    expect(cam.previous_month_wise_summary.map((m) => m.month)).toEqual(
      ['Apr-2024', 'May-2024', 'Jun-2024', 'Jul-2024', 'Aug-2024', 'Sep-2024', 'Oct-2024', 'Nov-2024', 'Dec-2024', 'Jan-2025', 'Feb-2025', 'Mar-2025']);
    expect(cam.current_month_wise_summary.map((m) => m.month)).toEqual(['Apr-2025', 'May-2025']);
  });

  it('adds each month exactly: GSTR-1 invoice, taxable and tax values, GSTR-3B as declared, a missing return as null', () => {
    const may = cam.current_month_wise_summary[1]!;
    expect(may.gstr1).toEqual({ ttl_val: '1817.00', ttl_txval: '1600.00', ttl_tax: '217.00' });
    expect(may.gstr3b).toEqual({ ttl_val: '1817.00', ttl_txval: '1600.00', ttl_tax: '217.00' });
    expect(cam.current_month_wise_summary[0]!.gstr1).toBeNull();
    const march = cam.previous_month_wise_summary[11]!;
    expect(march.gstr1).toEqual({ ttl_val: '0.30', ttl_txval: '0.30', ttl_tax: '0.00' });
    expect(march.gstr3b).toBeNull();
    expect(cam.previous_month_wise_total.gstr1.ttl_val).toBe('0.30');
    expect(cam.current_month_wise_total.gstr3b.ttl_val).toBe('1817.00');
  });

  it('sums turnover, customers and invoices over both years', () => {
    expect(cam.turnover_and_customer).toEqual({ gross_turnover: '1817.30', net_turnover: '1600.30', ttl_customer: 2, ttl_inv: 4 });
  });

  it('ranks customers and suppliers with their shares', () => {
    expect(cam.top_3_Customer).toEqual([
      { ctin: A, pan: 'AAACA1111A', ttl_tax: '180.00', ttl_rec: '1180.30', share: '64.95' },
      { ctin: B, pan: 'BBBCB2222B', ttl_tax: '12.00', ttl_rec: '112.00', share: '6.16' },
    ]);
    expect(cam.total_customer_wise_sales.b2c).toMatchObject({ ttl_val: '525.00', share: '28.89' });
    expect(cam.purchase_top_3_supplier).toEqual([
      { ctin: S1, pan: 'SSSFS3333S', trdnm: 'Paper Mills', ttl_val: '590.00', share: '83.33' },
      { ctin: S2, pan: 'TTTPT4444T', trdnm: 'Pen House', ttl_val: '118.00', share: '16.67' },
    ]);
    expect(cam.total_purchases_supplier_wise.total).toEqual({ ttl_inv: 2, ttl_val: '708.00', ttl_txval: '600.00', ttl_tax: '108.00' });
  });

  it('summarises HSN-wise sales with the average rate per unit', () => {
    expect(cam.sales_hsn_wise.desc_wise).toEqual([
      { hsn_sc: '4820', desc: 'Notebooks', uqc: 'NOS', transactions: 1, qty: '10.00', txval: '1000.00', tax: '180.00', val: '1180.00', avgrate: '100.00' },
      { hsn_sc: '9608', desc: 'Pens', uqc: 'NOS', transactions: 1, qty: '3.00', txval: '600.00', tax: '37.00', val: '637.00', avgrate: '200.00' },
    ]);
    expect(cam.sales_hsn_wise.total).toEqual({ transactions: 2, txval: '1600.00', tax: '217.00', val: '1817.00' });
  });

  it('gives the last 6 months per month filed, with the estimated margin', () => {
    // Dec-2024..May-2025: GSTR-1 filed for March and May. Sales 1600.30 / 2 = 800.15; purchases 600.00 / 2 = 300.00.
    expect(cam.last_6_month_summary).toEqual({
      from: 'Dec-2024', to: 'May-2025', months: 6, months_filed: 2, gstr1: '1817.30', gstr3b: '1817.00',
      sales_per_month: '800.15', purchases_per_month: '300.00', estimated_margin: '500.15', percentage_margin: '62.51',
    });
    expect(cam.last_15_month_summary).toMatchObject({ from: 'Mar-2024', to: 'May-2025', months: 15, months_filed: 2 });
  });

  it('summarises each financial year, purchases included', () => {
    expect(cam.current_business_summary).toMatchObject({
      financial_year: '2025-2026', months: 2, months_filed: 1, ttl_inv: 2,
      gstr1: { ttl_val: '1817.00' }, purchases: { ttl_val: '708.00' }, estimated_margin: '1000.00', percentage_margin: '62.50',
    });
    expect(cam.previous_business_summary).toMatchObject({ financial_year: '2024-2025', months_filed: 1, ttl_inv: 2, percentage_margin: '100.00' });
    expect(cam.current_month_wise_purchases[1]).toEqual({ month: 'May-2025', ret_period: '052025', ttl_inv: 2, ttl_val: '708.00', ttl_txval: '600.00', ttl_tax: '108.00' });
    expect(cam.current_month_wise_purchases[0]).toMatchObject({ ttl_val: null });
  });

  it('reads purchases from GSTR-2A when a period has no GSTR-2B', () => {
    const with2a = example().map((r) => (r.return_type === 'GSTR2B' ? { ...r, return_type: 'GSTR2A' as const } : r));
    expect(buildCam(with2a, '2025-06-10').total_purchases_supplier_wise).toEqual(cam.total_purchases_supplier_wise);
  });

  it('follows the returns: a larger invoice changes turnover, shares and the month', () => {
    const changed = buildCam(example(224), '2025-06-10T09:30:00.000Z');
    expect(changed.turnover_and_customer.gross_turnover).toBe('1929.30');
    expect(changed.current_month_wise_summary[1]!.gstr1!.ttl_val).toBe('1929.00');
    expect(changed.top_3_Customer[1]).toMatchObject({ ttl_rec: '224.00', share: '11.61' });
  });
});

describe('the CAM window', () => {
  it('counts two financial years back from the application, and 15 months', () => {
    const w = camWindow('2025-12-04');
    expect(w.previousMonths[0]).toEqual({ year: 2024, month: 4 });
    expect(w.currentMonths).toHaveLength(8);
    expect(w.last15[0]).toEqual({ year: 2024, month: 9 });
    expect(w.periods[0]).toBe('042024');
    expect(w.periods.at(-1)).toBe('112025');
  });
  it('has no current-year months for an April application and reaches back 15 months', () => {
    const w = camWindow('2026-04-15');
    expect(w.currentMonths).toEqual([]);
    expect(w.periods[0]).toBe('012025');
    expect(w.periods).toHaveLength(15);
  });
});

describe('exact arithmetic', () => {
  it('rounds half away from zero and writes two decimals', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    expect(percent(1, 3)).toBe('33.33');
    expect(percent(2, 3)).toBe('66.67');
    expect(percent(1, 0)).toBe('0.00');
    expect(rupeeString(-5)).toBe('-0.05');
    expect(rupeeString(900719925474099)).toBe('9007199254740.99');
  });
  it('keeps shares exact for turnovers whose paise × 10000 pass 2^53', () => {
    // ₹1,000 crore of ₹3,000 crore: 10^13 paise × 10^4 would lose digits as a float product.
    expect(percent(1_000_000_000_000_01, 3_000_000_000_000_00)).toBe('33.33');
    expect(percent(2_000_000_000_000_00, 3_000_000_000_000_00)).toBe('66.67');
    expect(divRound(123_456_789_012_345, 1_000, 100)).toBe(12_345_678_901_235);
  });
});
