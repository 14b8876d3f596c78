import { describe, expect, it } from 'vitest';
import { gstr1Sums, gstr3bSums } from '../../domain/cam/cam.ts';
import { isValidGstin } from '../../domain/identifiers/gstin.ts';
import { createSandboxGstReturnsProvider } from './gst-returns.provider.ts';

const provider = createSandboxGstReturnsProvider();
const GSTIN = '27ABCFE1234F1ZW';

async function filed(gstin: string, period: string) {
  const answer = await provider.returns(gstin, period);
  if (answer.outcome !== 'filed') throw new Error(`expected returns, got ${answer.reason}`);
  return answer;
}

describe('sandbox GST returns', () => {
  it('files the same returns for the same GSTIN and period, and others for another GSTIN', async () => {
    expect(await filed(GSTIN, '112025')).toEqual(await filed(GSTIN, '112025'));
    expect((await filed(GSTIN, '112025')).gstr1).not.toEqual((await filed(GSTIN, '102025')).gstr1);
    expect((await filed('29ABCPE1234F1Z7', '112025')).gstr1.b2b[0]!.ctin).not.toBe((await filed(GSTIN, '112025')).gstr1.b2b[0]!.ctin);
  });

  it('uses the public return shapes, with valid customer and supplier GSTINs', async () => {
    const { gstr1, gstr3b, gstr2b } = await filed(GSTIN, '052025');
    expect(gstr1.fp).toBe('052025');
    const invoice = gstr1.b2b[0]!.inv[0]!;
    expect(invoice.idt).toMatch(/^\d\d-05-2025$/);
    expect(invoice.itms[0]!.itm_det).toEqual(expect.objectContaining({ rt: expect.any(Number), txval: expect.any(Number), iamt: expect.any(Number), camt: expect.any(Number), samt: expect.any(Number), csamt: 0 }));
    expect(gstr1.b2b.every((p) => isValidGstin(p.ctin) && p.ctin !== GSTIN)).toBe(true);
    expect(gstr2b.docdata.b2b.every((p) => isValidGstin(p.ctin) && p.trdnm.length > 0)).toBe(true);
    expect(gstr1.hsn.data[0]).toEqual(expect.objectContaining({ hsn_sc: expect.stringMatching(/^\d{4}$/), desc: expect.any(String), uqc: expect.any(String) }));
    expect(gstr3b.ret_period).toBe('052025');
    expect(gstr3b.itc_elg.itc_avl[0]!.ty).toBe('OTH');
  });

  it('declares in GSTR-3B what GSTR-1 reports, and the HSN summary adds up to the supplies', async () => {
    const { gstr1, gstr3b } = await filed(GSTIN, '042025');
    const g1 = gstr1Sums(gstr1);
    expect(gstr3bSums(gstr3b)).toEqual({ val: g1.val, txval: g1.txval, tax: g1.tax });
    const hsnValue = gstr1.hsn.data.reduce((paise, row) => paise + Math.round(row.val * 100), 0);
    expect(hsnValue).toBe(g1.val);
  });

  it('sells more in the school-opening months than in the autumn', async () => {
    const april = gstr1Sums((await filed(GSTIN, '042025')).gstr1).txval;
    const september = gstr1Sums((await filed(GSTIN, '092025')).gstr1).txval;
    expect(april).toBeGreaterThan(september);
  });

  it('files nothing for an unregistered GSTIN (PAN digits 0000), an invalid one or a bad period', async () => {
    expect(await provider.returns('27ABCFE0000F1ZW', '052025')).toMatchObject({ outcome: 'failed' });
    expect(await provider.returns('27ABCFE1234F1ZX', '052025')).toMatchObject({ outcome: 'failed', reason: 'Invalid GST Number.' });
    expect(await provider.returns(GSTIN, '132025')).toMatchObject({ outcome: 'failed' });
  });
});
