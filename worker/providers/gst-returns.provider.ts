import { gstinCheckCharacter, isValidGstin, panOfGstin } from '../../domain/identifiers/gstin.ts';
import type { Gstr1, Gstr2b, Gstr3b, GstB2bParty, GstHsnRow } from '../../domain/cam/gst-returns.ts';

/** The filed returns of one GSTIN for one period, or why there are none. */
export type GstReturnsAnswer =
  | { outcome: 'filed'; gstr1: Gstr1; gstr3b: Gstr3b; gstr2b: Gstr2b; provider: string }
  | { outcome: 'failed'; reason: string; provider: string };

/** Fetches a taxpayer's GSTR-1, GSTR-3B and GSTR-2B for a return period (MMYYYY); a GSP in production. */
export interface GstReturnsProvider {
  returns(gstin: string, retPeriod: string): Promise<GstReturnsAnswer>;
}

const RET_PERIOD = /^(0[1-9]|1[0-2])(20\d\d)$/;

/** A small seeded generator (mulberry32) so one GSTIN always files the same returns. */
function seeded(seedText: string): () => number {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i += 1) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Paise as the GST files' rupee number (exact: a division by 100 prints as the two-decimal amount). */
const rupees = (paise: number) => paise / 100;

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
function partyGstin(random: () => number, stateCode: string): string {
  const letters = (n: number) => Array.from({ length: n }, () => pick(random, LETTERS)).join('');
  const pan = `${letters(3)}${pick(random, ['C', 'F', 'P'])}${letters(1)}${String(between(random, 1001, 9998))}${letters(1)}`;
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** The goods the sandbox businesses trade: HSN, description, unit, GST rate and a unit price range (paise). */
const CATALOGUE = [
  { hsn: '4901', desc: 'Printed books', uqc: 'NOS', rt: 0, low: 15000, high: 60000 },
  { hsn: '4820', desc: 'Exercise books and notebooks', uqc: 'NOS', rt: 12, low: 3000, high: 9000 },
  { hsn: '6203', desc: 'School uniforms (trousers and shorts)', uqc: 'PCS', rt: 5, low: 35000, high: 90000 },
  { hsn: '9608', desc: 'Pens and ball-point pens', uqc: 'NOS', rt: 18, low: 1000, high: 5000 },
  { hsn: '4202', desc: 'School bags', uqc: 'NOS', rt: 18, low: 60000, high: 180000 },
  { hsn: '9403', desc: 'Wooden furniture', uqc: 'NOS', rt: 18, low: 250000, high: 900000 },
  { hsn: '8471', desc: 'Computers and parts', uqc: 'NOS', rt: 18, low: 1500000, high: 4500000 },
] as const;
const TRADE_NAMES = ['Shree Traders', 'Ganesh Enterprises', 'Sai Distributors', 'Om Wholesale', 'Lakshmi Agencies', 'Balaji Supply Co', 'Krishna Stores', 'Metro Paper Mills'];
/** School-year seasonality by calendar month (Jan..Dec), in per cent of an ordinary month. */
const SEASON = [90, 85, 110, 160, 150, 140, 100, 85, 80, 90, 95, 100];

interface Profile {
  state: string;
  customers: string[];
  suppliers: { ctin: string; trdnm: string }[];
  goods: (typeof CATALOGUE)[number][];
  invoicesPerMonth: number;
  marginPct: number;
}

function profileOf(gstin: string): Profile {
  const random = seeded(`profile:${gstin}`);
  const state = gstin.slice(0, 2);
  const customers = Array.from({ length: between(random, 4, 6) }, () => partyGstin(random, random() < 0.7 ? state : pick(random, ['27', '29', '07', '33', '24'])));
  const names = [...TRADE_NAMES].sort(() => random() - 0.5);
  const suppliers = Array.from({ length: between(random, 3, 5) }, (_, i) => ({ ctin: partyGstin(random, random() < 0.6 ? state : '27'), trdnm: names[i]! }));
  const goods = [...CATALOGUE].sort(() => random() - 0.5).slice(0, between(random, 3, 5));
  return { state, customers, suppliers, goods, invoicesPerMonth: between(random, 6, 12), marginPct: between(random, 12, 30) };
}

interface Line { good: (typeof CATALOGUE)[number]; qty: number; txval: number; tax: number }
/** Tax in paise on a taxable value at a rate, half-up; split in CGST and SGST (intra-state) or IGST. */
const taxOf = (txval: number, rt: number) => Math.round((txval * rt) / 100);
function taxHeads(txval: number, rt: number, inter: boolean) {
  const tax = taxOf(txval, rt);
  if (inter) return { iamt: tax, camt: 0, samt: 0, csamt: 0 };
  const half = Math.floor(tax / 2);
  return { iamt: 0, camt: half, samt: tax - half, csamt: 0 };
}
const dmy = (day: number, month: number, year: number) => `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;

/** The returns of one period, built from the GSTIN's profile and the period: the same inputs give the same files. */
export function sandboxReturns(gstin: string, retPeriod: string): { gstr1: Gstr1; gstr3b: Gstr3b; gstr2b: Gstr2b } {
  const profile = profileOf(gstin);
  const month = Number(retPeriod.slice(0, 2));
  const year = Number(retPeriod.slice(2));
  const random = seeded(`period:${gstin}:${retPeriod}`);
  const season = SEASON[month - 1]!;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();

  const hsn = new Map<string, GstHsnRow & { paise: { val: number; txval: number; iamt: number; camt: number; samt: number } }>();
  const addHsn = (line: Line, heads: { iamt: number; camt: number; samt: number }) => {
    const row = hsn.get(line.good.hsn) ?? {
      num: hsn.size + 1, hsn_sc: line.good.hsn, desc: line.good.desc, uqc: line.good.uqc, qty: 0, val: 0, txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0,
      paise: { val: 0, txval: 0, iamt: 0, camt: 0, samt: 0 },
    };
    row.qty += line.qty;
    row.paise.txval += line.txval; row.paise.iamt += heads.iamt; row.paise.camt += heads.camt; row.paise.samt += heads.samt;
    row.paise.val += line.txval + heads.iamt + heads.camt + heads.samt;
    hsn.set(line.good.hsn, row);
  };
  const line = (): Line => {
    const good = pick(random, profile.goods);
    const qty = Math.max(1, Math.round((between(random, 5, 60) * season) / 100));
    const txval = qty * between(random, good.low, good.high);
    return { good, qty, txval, tax: taxOf(txval, good.rt) };
  };

  // Outward supplies: B2B invoices to the registered customers, and a B2C total.
  const parties = new Map<string, GstB2bParty>();
  let outTx = 0, outI = 0, outC = 0, outS = 0;
  const invoices = Math.max(2, Math.round((profile.invoicesPerMonth * season) / 100));
  for (let n = 1; n <= invoices; n += 1) {
    // The first customers buy most: a few large accounts and a tail, as in a real ledger.
    const ctin = profile.customers[Math.min(profile.customers.length - 1, Math.floor(random() * random() * profile.customers.length))]!;
    const inter = ctin.slice(0, 2) !== profile.state;
    const lines = Array.from({ length: between(random, 1, 3) }, line);
    let val = 0;
    const itms = lines.map((l, i) => {
      const heads = taxHeads(l.txval, l.good.rt, inter);
      addHsn(l, heads);
      val += l.txval + heads.iamt + heads.camt + heads.samt;
      outTx += l.txval; outI += heads.iamt; outC += heads.camt; outS += heads.samt;
      return { num: i + 1, itm_det: { rt: l.good.rt, txval: rupees(l.txval), iamt: rupees(heads.iamt), camt: rupees(heads.camt), samt: rupees(heads.samt), csamt: 0 } };
    });
    const party = parties.get(ctin) ?? { ctin, inv: [] };
    party.inv.push({
      inum: `INV/${retPeriod}/${String(n).padStart(3, '0')}`, idt: dmy(between(random, 1, lastDay), month, year), val: rupees(val),
      pos: ctin.slice(0, 2), rchrg: 'N', inv_typ: 'R', itms,
    });
    parties.set(ctin, party);
  }
  const b2cs = [] as Gstr1['b2cs'];
  const retail = line();
  const retailHeads = taxHeads(retail.txval, retail.good.rt, false);
  addHsn(retail, retailHeads);
  outTx += retail.txval; outC += retailHeads.camt; outS += retailHeads.samt;
  b2cs.push({ sply_ty: 'INTRA', pos: profile.state, typ: 'OE', rt: retail.good.rt, txval: rupees(retail.txval), iamt: 0, camt: rupees(retailHeads.camt), samt: rupees(retailHeads.samt), csamt: 0 });

  const gstr1: Gstr1 = {
    gstin, fp: retPeriod, b2b: [...parties.values()], b2cs,
    hsn: { data: [...hsn.values()].map(({ paise, ...row }) => ({ ...row, val: rupees(paise.val), txval: rupees(paise.txval), iamt: rupees(paise.iamt), camt: rupees(paise.camt), samt: rupees(paise.samt) })) },
  };

  // Inward supplies: the suppliers' invoices, worth about (100 - margin)% of the month's sales.
  const purchaseBudget = Math.round((outTx * (100 - profile.marginPct + between(random, -6, 6))) / 100);
  const count = between(random, 2, 5);
  const supplierRows = new Map<string, Gstr2b['docdata']['b2b'][number]>();
  let inI = 0, inC = 0, inS = 0;
  for (let n = 1; n <= count; n += 1) {
    const supplier = profile.suppliers[Math.min(profile.suppliers.length - 1, Math.floor(random() * random() * profile.suppliers.length))]!;
    const good = pick(random, profile.goods);
    const txval = n === count ? purchaseBudget - Math.floor((purchaseBudget * (count - 1)) / count) : Math.floor(purchaseBudget / count);
    const inter = supplier.ctin.slice(0, 2) !== profile.state;
    const heads = taxHeads(txval, good.rt, inter);
    inI += heads.iamt; inC += heads.camt; inS += heads.samt;
    const row = supplierRows.get(supplier.ctin) ?? { ctin: supplier.ctin, trdnm: supplier.trdnm, supfildt: dmy(11, month === 12 ? 1 : month + 1, month === 12 ? year + 1 : year), supprd: retPeriod, inv: [] };
    row.inv.push({
      inum: `${supplier.trdnm.split(' ')[0]!.toUpperCase()}-${retPeriod}-${n}`, dt: dmy(between(random, 1, lastDay), month, year),
      val: rupees(txval + heads.iamt + heads.camt + heads.samt), pos: profile.state, rev: 'N', itcavl: 'Y', typ: 'R',
      items: [{ num: 1, rt: good.rt, txval: rupees(txval), igst: rupees(heads.iamt), cgst: rupees(heads.camt), sgst: rupees(heads.samt), cess: 0 }],
    });
    supplierRows.set(supplier.ctin, row);
  }
  const gstr2b: Gstr2b = { gstin, rtnprd: retPeriod, docdata: { b2b: [...supplierRows.values()] } };

  const zero = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
  const gstr3b: Gstr3b = {
    gstin, ret_period: retPeriod,
    sup_details: {
      osup_det: { txval: rupees(outTx), iamt: rupees(outI), camt: rupees(outC), samt: rupees(outS), csamt: 0 },
      osup_zero: zero, osup_nil_exmp: { txval: 0 }, isup_rev: zero, osup_nongst: { txval: 0 },
    },
    itc_elg: {
      itc_avl: [{ ty: 'OTH', iamt: rupees(inI), camt: rupees(inC), samt: rupees(inS), csamt: 0 }],
      itc_rev: [{ ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 }],
      itc_net: { iamt: rupees(inI), camt: rupees(inC), samt: rupees(inS), csamt: 0 },
      itc_inelg: [{ ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 }],
    },
  };
  return { gstr1, gstr3b, gstr2b };
}

/**
 * Sandbox: the GSTIN's format and check character are checked for real; a GSTIN whose PAN has the
 * digits 0000 is not registered (as in gstin.provider.ts) and files nothing. Any other GSTIN files
 * returns generated from a seed of the GSTIN: the same customers, suppliers and goods every time.
 */
export function createSandboxGstReturnsProvider(): GstReturnsProvider {
  const provider = 'sandbox-gst-returns';
  return {
    async returns(gstin, retPeriod): Promise<GstReturnsAnswer> {
      if (!isValidGstin(gstin)) return { outcome: 'failed', reason: 'Invalid GST Number.', provider };
      if (panOfGstin(gstin)?.slice(5, 9) === '0000') return { outcome: 'failed', reason: 'No GST registration was found for this GSTIN.', provider };
      if (!RET_PERIOD.test(retPeriod)) return { outcome: 'failed', reason: `The return period ${retPeriod} is not MMYYYY.`, provider };
      return { outcome: 'filed', provider, ...sandboxReturns(gstin, retPeriod) };
    },
  };
}
