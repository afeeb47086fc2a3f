import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderReport, type ReportContent } from './report.pdf';

const report = (rows: number): ReportContent => ({
  siteName: 'Harbor Foodservice',
  title: 'Product Price List',
  subtitle: ['Bayside Bistro (BAYBIS)', 'Prices effective 11/23/2026'],
  columns: [
    { header: 'Product Code', width: 80 },
    { header: 'Description', width: 232 },
    { header: 'Brand', width: 100 },
    { header: 'Price', width: 100, align: 'right' },
  ],
  groups: Array.from({ length: 10 }, (_, g) => ({
    heading: `Category ${g}`,
    rows: Array.from({ length: rows / 10 }, (_, i) => [
      `${g}${String(i).padStart(5, '0')}`,
      `Product ${g}-${i}`,
      'House',
      `$${(i + 1).toFixed(2)} / CS`,
    ]),
  })),
});

describe('renderReport', () => {
  it('draws the heading, every group and every row, with page footers', async () => {
    const pdf = await renderReport(report(100));
    const parser = new PDFParse({ data: pdf });
    const { text, total } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Product Price List');
    expect(text).toContain('Bayside Bistro (BAYBIS)');
    for (let g = 0; g < 10; g++) expect(text).toContain(`Category ${g}`);
    expect(text).toContain('900009');
    expect(text).toContain('$10.00 / CS');
    expect(text).toContain(`Product Price List - Page ${total} of ${total}`);
  });

  // Its time (<= 2 s) is a budget of `npm run bench` (history scenarios): a shared test machine cannot time it.
  it('renders 5,000 price-list lines, every one, over many pages', async () => {
    const parser = new PDFParse({ data: await renderReport(report(5000)) });
    const { text, total } = await parser.getText();
    await parser.destroy();
    expect(total).toBeGreaterThan(50);
    expect(text).toContain('900499');
    expect(text.split('\n').filter((l) => / \/ CS$/.test(l.trim())).length).toBe(5000);
  });
});
