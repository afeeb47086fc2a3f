import { contentWidth, PDF_FONT, PDF_FONT_BOLD, type PdfDoc } from './pdf-document';

/**
 * A document's heading: the site name and the title on the left, `right` (a number or a date)
 * on the right, a rule under them, then `gapAfter` points.
 */
export function drawDocumentHeading(
  doc: PdfDoc,
  siteName: string,
  title: string,
  right: string,
  gapAfter: number,
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(PDF_FONT_BOLD).fontSize(18).text(siteName, left, top, { width });
  doc.font(PDF_FONT).fontSize(14).text(title, { width });
  const bottom = doc.y;
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(12)
    .text(right, left, top + 4, { width, align: 'right' });
  doc.y = bottom + 6;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .stroke();
  doc.y += gapAfter;
}

/** Label and value pairs in a column `width` wide from `x`, labels `labelWidth` wide; returns the y below them. */
export function drawLabelledFields(
  doc: PdfDoc,
  fields: readonly (readonly [string, string])[],
  at: { x: number; y: number; width: number; labelWidth: number },
): number {
  let y = at.y;
  for (const [label, value] of fields) {
    doc.font(PDF_FONT_BOLD).fontSize(10).text(label, at.x, y, { width: at.labelWidth });
    const labelBottom = doc.y;
    doc
      .font(PDF_FONT)
      .fontSize(10)
      .text(value, at.x + at.labelWidth, y, { width: at.width - at.labelWidth });
    y = Math.max(labelBottom, doc.y) + 2;
  }
  return y;
}
