import { describe, expect, it } from 'vitest';
import { csvCell, csvDecimal, csvRow, parseCsv, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes non-empty text, doubles quotes inside, leaves numbers and empties bare', () => {
    expect(csvCell('Anu "Chechi" Thomas')).toBe('"Anu ""Chechi"" Thomas"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(2080)).toBe('2080');
    expect(csvCell(-5)).toBe('-5');
  });

  it('keeps every cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+91 98470')).toBe('"\'+91 98470"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('Anu = Anu')).toBe('"Anu = Anu"');
  });

  it('starts with the UTF-8 byte-order mark, joins rows with CRLF and ends with one', () => {
    expect(toCsv(['A', 'B'], [['x, y', 1]])).toBe('\uFEFF"A","B"\r\n"x, y",1\r\n');
  });
});

describe('csv rows and reading back', () => {
  it('writes true/false and fixed decimals bare, and joins a row with commas', () => {
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(csvDecimal(800, 2))).toBe('800.00');
    expect(csvRow([1002, 'MSG', 'Spices', 0, csvDecimal(0, 2), true, null, '', 'said "fresh"'])).toBe(
      '1002,"MSG","Spices",0,0.00,true,,,"said ""fresh"""',
    );
  });

  it('reads back what it writes: commas, quotes, line breaks, empties, formula guards, the byte-order mark', () => {
    const rows = [
      ['1', 'Chilli, red', 'a "quoted" word', '', 'two\r\nlines'],
      ['2', '=SUM(A1)', '-5 kg', '@home', 'plain'],
    ];
    const text = toCsv(['id', 'name', 'notes', 'empty', 'more'], rows);
    expect(parseCsv(text)).toEqual([['id', 'name', 'notes', 'empty', 'more'], ...rows]);
    expect(parseCsv('a,b\nc,d\n\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,"b""c"')).toEqual([['a', 'b"c']]);
    expect(parseCsv('\'=1,"\'x"')).toEqual([["'=1", "'x"]]);
    expect(parseCsv('')).toEqual([]);
  });
});
