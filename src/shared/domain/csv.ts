/** Excel reads a file as UTF-8 (Malayalam names, '×') only when it starts with this mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Text a spreadsheet would run as a formula: OWASP's list of leading characters. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The CSV rule: text is quoted when non-empty, with double quotes inside doubled; numbers stay
 * bare. Text that a spreadsheet would take for a formula is led by an apostrophe, so it stays text.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The one CSV writer: byte-order mark, header, rows joined and ended by CRLF. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(','));
  return CSV_BYTE_ORDER_MARK + lines.join('\r\n') + '\r\n';
}
