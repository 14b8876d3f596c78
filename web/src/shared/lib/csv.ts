import Papa from 'papaparse';

/** A cell of an exported file: text, a plain number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * One header row, then a row per record. Text that a spreadsheet would run as a formula
 * (=, +, -, @ at the start) is quoted and prefixed, so a parent's name cannot run in the analyst's sheet;
 * numbers stay numbers.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => c.value(row) ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** A field/value listing (the score card's blocks): two columns, one row per field. */
export function toKeyValueCsv(entries: readonly (readonly [string, CsvCell])[], headers: readonly [string, string] = ['Field', 'Value']): string {
  return toCsv(entries, [{ header: headers[0], value: ([k]) => k }, { header: headers[1], value: ([, v]) => v }]);
}

/** dd/mm/yyyy, as Indian spreadsheets read dates; an ISO date or timestamp in, nothing for nothing. */
export function csvDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** Rupees as a plain number (no ₹, no grouping commas), exact from paise: 12345678 paise → 123456.78. */
export function csvRupees(paise: number | string | bigint | null | undefined): number | null {
  if (paise === null || paise === undefined || paise === '') return null;
  const value = BigInt(paise);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = abs % 100n;
  return Number(`${negative ? '-' : ''}${whole}.${fraction.toString().padStart(2, '0')}`);
}

/** Hands the file to the browser; the byte-order mark makes spreadsheet programs read it as UTF-8 (₹, names). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
