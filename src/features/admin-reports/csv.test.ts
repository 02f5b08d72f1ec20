import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(
      toCsv([
        ['day', 'amount'],
        ['2027-01-01', 1250],
        ['say "hi", ok', 'a\nb'],
      ]),
    ).toBe('"day","amount"\r\n"2027-01-01","1250"\r\n"say ""hi"", ok","a\nb"\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula; negative numbers stay numbers', () => {
    for (const hostile of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(toCsv([[hostile]])).toBe(`"'${hostile.replaceAll('"', '""')}"\r\n`);
    expect(toCsv([[-1250]])).toBe('"-1250"\r\n');
  });
});
