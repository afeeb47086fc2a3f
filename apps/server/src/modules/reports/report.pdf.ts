import {
  contentWidth,
  ensureSpace,
  PDF_FONT,
  PDF_FONT_BOLD,
  type PdfDoc,
  renderPdf,
} from '../../platform/pdf/pdf-document';
import { drawTable, type PdfColumn } from '../../platform/pdf/pdf-table';

/** A titled group of rows (a category, an order guide). */
export interface ReportGroup {
  heading: string;
  rows: readonly (readonly string[])[];
}

export interface ReportContent {
  siteName: string;
  /** 'Product Price List'. */
  title: string;
  /** For whom and with which parameters, one line each ('Bayside Bistro (BAYBIS)', 'Effective 11/23/2026'). */
  subtitle: readonly string[];
  columns: readonly PdfColumn[];
  groups: readonly ReportGroup[];
}

function drawHeading(doc: PdfDoc, report: ReportContent): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(PDF_FONT_BOLD).fontSize(18).text(report.siteName, left, doc.y, { width });
  doc.font(PDF_FONT).fontSize(14).text(report.title, { width });
  doc.fontSize(10).fillColor('#333333');
  for (const line of report.subtitle) doc.text(line, { width });
  doc.fillColor('black');
  doc.y += 4;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .stroke();
  doc.y += 10;
}

/** A report as a Letter PDF: heading, then each group's heading and table; 'Title - Page n of m' at every foot. */
export function renderReport(report: ReportContent): Promise<Buffer> {
  return renderPdf(
    {
      title: report.title,
      author: report.siteName,
      footer: (page, pages) => `${report.title} - Page ${page} of ${pages}`,
    },
    (doc) => {
      drawHeading(doc, report);
      for (const group of report.groups) {
        ensureSpace(doc, 60);
        doc
          .font(PDF_FONT_BOLD)
          .fontSize(11)
          .text(group.heading, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
        doc.y += 2;
        drawTable(doc, report.columns, group.rows);
        doc.y += 10;
      }
    },
  );
}
