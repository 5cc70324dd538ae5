/** Seed 001's CSV rule: text is quoted when non-empty, with double quotes inside doubled; numbers stay bare. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return String(value);
  return `"${value.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return (
    [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(',')).join('\r\n') + '\r\n'
  );
}
