import { describe, expect, it } from 'vitest';
import { specSheetPdf } from './spec-sheet-pdf';

describe('specSheetPdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = specSheetPdf({
      title: 'Beef (Choice) \\ 40°F',
      subtitle: 'Spec',
      fields: [['Brand', 'Harbor Select']],
      paragraphs: ['A '.repeat(200)],
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Beef \\(Choice\\) \\\\ 40\xb0F) Tj');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = text.slice(xrefAt).split('\n').slice(3, 9);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });
});
