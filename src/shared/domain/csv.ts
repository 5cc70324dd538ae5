/** Excel reads a file as UTF-8 (Malayalam names, '×') only when it starts with this mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Text a spreadsheet would run as a formula: OWASP's list of leading characters. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number written with a fixed count of decimals (rupees: 2), bare like every number. */
export interface CsvDecimal {
  decimal: number;
  digits: number;
}
export const csvDecimal = (decimal: number, digits: number): CsvDecimal => ({ decimal, digits });

/** What one cell may hold: text, a number, a yes/no (written true/false), or nothing. */
export type CsvValue = string | number | boolean | CsvDecimal | null | undefined;

/**
 * The CSV rule: text is quoted when non-empty, with double quotes inside doubled; numbers and
 * true/false stay bare. Text that a spreadsheet would take for a formula is led by an apostrophe, so
 * it stays text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return value.decimal.toFixed(value.digits);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One line of cells, comma-separated (no line ending). */
export function csvRow(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',');
}

/** The one CSV writer: byte-order mark, header, rows joined and ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [csvRow(header), ...rows.map(csvRow)];
  return CSV_BYTE_ORDER_MARK + lines.join('\r\n') + '\r\n';
}

/**
 * Reads CSV text back into rows of cells (RFC 4180: quoted cells may hold commas, doubled quotes and
 * line breaks; CRLF or LF; a leading byte-order mark is dropped; empty lines are skipped). A quoted cell
 * that csvCell led by an apostrophe (`'=…`, `'+…`, `'-…`, `'@…`) gets its text back.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BYTE_ORDER_MARK) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    row.push(wasQuoted && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') endCell();
    else if (char === '\n') endRow();
    else if (char === '\r' && source[i + 1] === '\n') {
      endRow();
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length || wasQuoted) endRow();
  return rows;
}
