import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Ana "la" López')).toBe('"Ana ""la"" López"');
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(1250)).toBe('"1250"');
  });
  it('makes formulas text', () => {
    for (const hostile of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(hostile).startsWith(`"'`), hostile).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('ana@example.com')).toBe('"ana@example.com"');
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['a', '=b'])).toBe('"a","\'=b"\r\n');
  });
});
