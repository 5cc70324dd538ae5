import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes non-empty text, doubles quotes inside, leaves numbers and empties bare', () => {
    expect(csvCell('Anu "Chechi" Thomas')).toBe('"Anu ""Chechi"" Thomas"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(2080)).toBe('2080');
  });
  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv(['A', 'B'], [['x, y', 1]])).toBe('"A","B"\r\n"x, y",1\r\n');
  });
});
