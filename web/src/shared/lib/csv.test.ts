import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvDate, csvRupees, toCsv, toKeyValueCsv } from './csv.ts';

describe('CSV export', () => {
  it('writes one header row and escapes commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Rao, "Asha"\nK', fee: 150000 }], [{ header: 'Name', value: (r) => r.name }, { header: 'Fee', value: (r) => r.fee }]);
    const parsed = Papa.parse<string[]>(csv);
    expect(parsed.data).toEqual([['Name', 'Fee'], ['Rao, "Asha"\nK', '150000']]);
  });

  it('defuses text that a spreadsheet would run as a formula but leaves numbers alone', () => {
    const csv = toCsv([{ v: '=HYPERLINK("x")' }, { v: -500 }], [{ header: 'V', value: (r) => r.v }]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("x")');
    expect(rows[2]?.[0]).toBe('-500');
  });

  it('lists fields and values under two headers, empty cells for nothing', () => {
    expect(Papa.parse<string[]>(toKeyValueCsv([['Expert score', 712], ['ITR report', null]])).data)
      .toEqual([['Field', 'Value'], ['Expert score', '712'], ['ITR report', '']]);
  });

  it('writes dates as dd/mm/yyyy and amounts as plain rupee numbers from exact paise', () => {
    expect(csvDate('2026-04-01')).toBe('01/04/2026');
    expect(csvDate('2026-11-23T10:00:00.000Z')).toBe('23/11/2026');
    expect(csvDate(null)).toBe('');
    expect(csvRupees(12_345_678)).toBe(123456.78);
    expect(csvRupees('10000000')).toBe(100000);
    expect(csvRupees(-5)).toBe(-0.05);
    expect(csvRupees(null)).toBeNull();
  });
});
