import { PDF_FONT, PDF_FONT_BOLD, type PdfDoc, pageBottom } from './pdf-document';

export interface PdfColumn {
  header: string;
  /** Points. */
  width: number;
  align?: 'left' | 'right';
}

const FONT_SIZE = 9;
const PAD = 4;
const HEADER_FILL = '#e8ecef';
const RULE = '#d0d4d8';

function tableWidth(columns: readonly PdfColumn[]): number {
  return columns.reduce((sum, c) => sum + c.width, 0);
}

function rowHeight(doc: PdfDoc, columns: readonly PdfColumn[], cells: readonly string[], font: string): number {
  doc.font(font).fontSize(FONT_SIZE);
  let tallest = 0;
  columns.forEach((column, i) => {
    tallest = Math.max(tallest, doc.heightOfString(cells[i] ?? '', { width: column.width - 2 * PAD }));
  });
  return tallest + 2 * PAD;
}

function drawCells(
  doc: PdfDoc,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  font: string,
  x0: number,
  y: number,
): void {
  doc.font(font).fontSize(FONT_SIZE).fillColor('black');
  let x = x0;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align ?? 'left' });
    x += column.width;
  });
}

function drawHeader(doc: PdfDoc, columns: readonly PdfColumn[], x0: number): void {
  const headers = columns.map((c) => c.header);
  const height = rowHeight(doc, columns, headers, PDF_FONT_BOLD);
  const y = doc.y;
  doc.rect(x0, y, tableWidth(columns), height).fill(HEADER_FILL);
  drawCells(doc, columns, headers, PDF_FONT_BOLD, x0, y);
  doc.y = y + height;
}

/**
 * Draws a table from doc.y down, starting at the left margin. A row that does not fit
 * on the page starts a new page, where the header is drawn again; rows never split.
 * Leaves doc.x at the left margin and doc.y below the last row.
 */
export function drawTable(doc: PdfDoc, columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): void {
  const x0 = doc.page.margins.left;
  const width = tableWidth(columns);
  const headerHeight = rowHeight(
    doc,
    columns,
    columns.map((c) => c.header),
    PDF_FONT_BOLD,
  );
  const firstRow = rows[0] ? rowHeight(doc, columns, rows[0], PDF_FONT) : 0;
  // A header alone at the foot of a page is no use: keep it with the first row.
  if (doc.y + headerHeight + firstRow > pageBottom(doc)) doc.addPage();
  drawHeader(doc, columns, x0);
  for (const cells of rows) {
    const height = rowHeight(doc, columns, cells, PDF_FONT);
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      drawHeader(doc, columns, x0);
    }
    const y = doc.y;
    drawCells(doc, columns, cells, PDF_FONT, x0, y);
    doc
      .moveTo(x0, y + height)
      .lineTo(x0 + width, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  }
  doc.x = x0;
  doc.strokeColor('black');
}
