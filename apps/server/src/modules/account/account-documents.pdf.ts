import { formatCurrency } from '@storefront/domain';
import { drawDocumentHeading, drawLabelledFields } from '../../platform/pdf/pdf-blocks';
import { contentWidth, PDF_FONT, PDF_FONT_BOLD, type PdfDoc, renderPdf } from '../../platform/pdf/pdf-document';
import { usDate } from '../../platform/pdf/pdf-format';
import { drawTable, type PdfColumn } from '../../platform/pdf/pdf-table';
import { receiverOf, signaturePath } from './signature';

const LABEL_WIDTH = 110;

const drawHeading = (doc: PdfDoc, siteName: string, title: string, right: string) =>
  drawDocumentHeading(doc, siteName, title, right, 10);

function drawFields(doc: PdfDoc, fields: readonly (readonly [string, string])[]): void {
  const left = doc.page.margins.left;
  doc.y = drawLabelledFields(doc, fields, { x: left, y: doc.y, width: contentWidth(doc), labelWidth: LABEL_WIDTH });
  doc.x = left;
  doc.y += 10;
}

export interface ReceiptFacts {
  customerName: string;
  invoicePaymentKey: string;
  paidOn: string;
  method: string;
  amount: string;
  transactionId: string;
  lines: readonly { reference: string; type: string; amount: string; balanceBefore: string; balanceAfter: string }[];
}

const RECEIPT_COLUMNS: PdfColumn[] = [
  { header: 'Reference', width: 110 },
  { header: 'Type', width: 110 },
  { header: 'Balance Before', width: 100, align: 'right' },
  { header: 'Applied', width: 92, align: 'right' },
  { header: 'Balance After', width: 100, align: 'right' },
];

/** The receipt of an invoice payment. */
export function renderPaymentReceipt(receipt: ReceiptFacts, site: { siteName: string }): Promise<Buffer> {
  return renderPdf(
    {
      title: 'Payment Receipt',
      author: site.siteName,
      footer: (page, pages) => `Payment Receipt - Page ${page} of ${pages}`,
    },
    (doc) => {
      drawHeading(doc, site.siteName, 'Payment Receipt', usDate(receipt.paidOn));
      drawFields(doc, [
        ['Customer', receipt.customerName],
        ['Date', usDate(receipt.paidOn)],
        ['Payment Method', receipt.method],
        ['Amount', formatCurrency(receipt.amount)],
        ['Transaction', receipt.transactionId || 'None'],
        ['Receipt Key', receipt.invoicePaymentKey],
      ]);
      drawTable(
        doc,
        RECEIPT_COLUMNS,
        receipt.lines.map((l) => [
          l.reference,
          l.type,
          formatCurrency(l.balanceBefore),
          formatCurrency(l.amount),
          formatCurrency(l.balanceAfter),
        ]),
      );
    },
  );
}

export interface ScanFacts {
  customerName: string;
  name: string;
  reference: string;
  type: string;
  invoiceDate: string;
  orderNumber: string | null;
  amount: string;
  remarks: string;
}

/** A scanned paper behind an A/R item (a signed delivery ticket, a return authorization), drawn from the item's facts. */
export function renderScanDocument(scan: ScanFacts, site: { siteName: string }): Promise<Buffer> {
  return renderPdf(
    {
      title: scan.name,
      author: site.siteName,
      footer: (page, pages) => `${scan.name} ${scan.reference} - Page ${page} of ${pages}`,
    },
    (doc) => {
      drawHeading(doc, site.siteName, scan.name, scan.reference);
      drawFields(doc, [
        ['Customer', scan.customerName],
        ['Document', `${scan.type} ${scan.reference}`],
        ['Date', usDate(scan.invoiceDate)],
        ['Order Number', scan.orderNumber ?? 'None'],
        ['Amount', formatCurrency(scan.amount)],
        ['Remarks', scan.remarks || 'None'],
      ]);
      const left = doc.page.margins.left;
      const y = doc.y + 40;
      // A signed paper carries its receiver's signature in ink above the line, the printed name and the date below.
      const signed = /signed|delivery/i.test(scan.name);
      const receiver = receiverOf(scan.reference);
      if (signed) drawSignature(doc, receiver, left + 14, y - 13);
      doc
        .moveTo(left, y)
        .lineTo(left + 250, y)
        .lineWidth(0.75)
        .strokeColor('black')
        .stroke();
      doc
        .font(PDF_FONT)
        .fontSize(9)
        .text('Received in good condition: signature', left, y + 4, { width: 250 });
      if (signed) {
        doc
          .font(PDF_FONT_BOLD)
          .fontSize(10)
          .text(`Received by: ${receiver}`, left + 290, y - 28, { width: 220 })
          .font(PDF_FONT)
          .text(`Date: ${usDate(scan.invoiceDate)}`, left + 290, y - 12, { width: 220 });
      }
    },
  );
}

/** The receiver's signature in blue ink, its baseline at (x, y). */
function drawSignature(doc: PdfDoc, name: string, x: number, y: number): void {
  const { d, width } = signaturePath(name);
  const scale = Math.min(1.1, 230 / width);
  doc.save();
  // Written fast and slanted, as a signature is.
  doc.transform(scale, 0, -0.22 * scale, scale, x, y);
  doc
    .path(d)
    .lineWidth(1.4 / scale)
    .lineCap('round')
    .lineJoin('round')
    .strokeColor('#1f3a93')
    .stroke();
  doc.restore();
}

export interface StatementFacts {
  customerName: string;
  address: string;
  asOf: string;
  balance: string;
  current: string;
  unappliedCredit: string;
  buckets: readonly { name: string; value: string }[];
  items: readonly {
    reference: string;
    type: string;
    invoiceDate: string;
    dueDate: string;
    initial: string;
    balance: string;
  }[];
}

const STATEMENT_COLUMNS: PdfColumn[] = [
  { header: 'Reference', width: 90 },
  { header: 'Type', width: 92 },
  { header: 'Invoice Date', width: 80 },
  { header: 'Due Date', width: 80 },
  { header: 'Initial', width: 85, align: 'right' },
  { header: 'Balance', width: 85, align: 'right' },
];

/** The current statement (spec 3 Reports): the open items and the aging the account summary shows. */
export function renderStatement(s: StatementFacts, site: { siteName: string }): Promise<Buffer> {
  return renderPdf(
    {
      title: 'Current Statement',
      author: site.siteName,
      footer: (page, pages) => `Statement ${usDate(s.asOf)} - Page ${page} of ${pages}`,
    },
    (doc) => {
      drawHeading(doc, site.siteName, 'Current Statement', usDate(s.asOf));
      drawFields(doc, [
        ['Customer', `${s.customerName}\n${s.address}`],
        ['Statement Date', usDate(s.asOf)],
        ['Balance', formatCurrency(s.balance)],
      ]);
      drawTable(
        doc,
        [
          { header: 'Current', width: 86, align: 'right' },
          ...s.buckets.map((b): PdfColumn => ({ header: b.name, width: 86, align: 'right' })),
          { header: 'Unapplied Credit', width: 82, align: 'right' },
        ],
        [
          [
            formatCurrency(s.current),
            ...s.buckets.map((b) => formatCurrency(b.value)),
            formatCurrency(s.unappliedCredit),
          ],
        ],
      );
      doc.y += 14;
      drawTable(
        doc,
        STATEMENT_COLUMNS,
        s.items.map((i) => [
          i.reference,
          i.type,
          usDate(i.invoiceDate),
          usDate(i.dueDate),
          formatCurrency(i.initial),
          formatCurrency(i.balance),
        ]),
      );
    },
  );
}
