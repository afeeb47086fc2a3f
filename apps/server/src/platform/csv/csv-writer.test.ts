import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-writer';

describe('csvCell', () => {
  it('quotes delimiters, quotes and newlines', () => {
    expect(csvCell('Milk, whole')).toBe('"Milk, whole"');
    expect(csvCell('12" pan')).toBe('"12"" pan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('makes a formula text, and leaves negative numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes rows with CRLF line ends', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("a,b\r\n1,'=2\r\n");
  });
});
