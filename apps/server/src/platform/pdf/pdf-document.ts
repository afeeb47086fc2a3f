import PDFDocument from 'pdfkit';

export type PdfDoc = PDFKit.PDFDocument;

export const PDF_FONT = 'Helvetica';
export const PDF_FONT_BOLD = 'Helvetica-Bold';
/** Points (1/72 inch). */
export const PDF_MARGIN = 50;

export interface PdfPageInfo {
  title: string;
  author: string;
  /** The line at the foot of every page, e.g. 'Order 1042 - Page 1 of 3'. */
  footer: (page: number, pages: number) => string;
}

/** The space between the margins of the current page, in points. */
export function contentWidth(doc: PdfDoc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function pageBottom(doc: PdfDoc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit below doc.y. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  // addPage puts doc.x and doc.y at the new page's top left margin.
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function writeFooters(doc: PdfDoc, footer: PdfPageInfo['footer']): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    // Text below the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .fillColor('#666666')
      .text(footer(i - start + 1, count), doc.page.margins.left, doc.page.height - bottomMargin / 2 - 4, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor('black');
}

/** A Letter-size document drawn by `draw`, with a footer on every page, as PDF bytes. */
export function renderPdf(info: PdfPageInfo, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    doc.font(PDF_FONT).fontSize(10);
    draw(doc);
    writeFooters(doc, info.footer);
  } finally {
    doc.end();
  }
  return done;
}
