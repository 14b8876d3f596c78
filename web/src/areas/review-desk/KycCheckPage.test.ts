import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { KycCheckRow } from './insight.api.ts';
import { kycCheckCsv } from './KycCheckPage.tsx';

describe('the KYC check export', () => {
  it('writes the four columns of the screen, then the reason and the day of the check', () => {
    const rows: KycCheckRow[] = [
      { checkpoint: 'PAN', validation_from: 'Income-tax department', status: 'Verified', consent: 'Given', reason: null, checked_at: '2026-11-23T10:00:00.000Z' },
      { checkpoint: 'Utility bill', validation_from: 'Electricity board', status: 'Not done', consent: 'Not given', reason: 'No bill, uploaded', checked_at: null },
    ];
    expect(Papa.parse<string[]>(kycCheckCsv(rows)).data).toEqual([
      ['Checkpoint', 'Validation from', 'Status', 'Consent Status', 'Reason', 'Checked on'],
      ['PAN', 'Income-tax department', 'Verified', 'Given', '', '23/11/2026'],
      ['Utility bill', 'Electricity board', 'Not done', 'Not given', 'No bill, uploaded', ''],
    ]);
  });
});
