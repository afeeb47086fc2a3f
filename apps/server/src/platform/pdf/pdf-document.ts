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

/** The most pages one document may have: far beyond a real order or a 20,000-line report, low enough to bound the work. */
export const MAX_PDF_PAGES = 1_000;

/** A document that would run past MAX_PDF_PAGES: drawing stops at the first page too many. */
export class PdfTooLongError extends Error {
  constructor(pages: number) {
    super(`The document would run past ${pages.toLocaleString('en-US')} pages.`);
  }
}

let pageLimit = MAX_PDF_PAGES;

/** The page limit of the documents this thread draws from now on (a PDF worker sets it from its pool's limits). */
export function setPageLimit(pages: number): void {
  pageLimit = pages;
}

/** A Letter-size document drawn by `draw`, with a footer on every page, as PDF bytes; at most the page limit's pages. */
export function renderPdf(info: PdfPageInfo, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const maxPages = pageLimit;
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
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > maxPages) throw new PdfTooLongError(maxPages);
  });
  try {
    doc.font(PDF_FONT).fontSize(10);
    draw(doc);
    writeFooters(doc, info.footer);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  } finally {
    doc.end();
  }
  return done;
}
