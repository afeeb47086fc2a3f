import type { OrderView } from '@storefront/contract';
import {
  ESTIMATED_LABEL,
  ESTIMATED_TOTAL_LABEL,
  formatCurrency,
  formatFixedPricePer,
  formatProductCode,
  formatWeight,
  isZero,
  toDecimal,
} from '@storefront/domain';
import { drawDocumentHeading, drawLabelledFields } from '../../platform/pdf/pdf-blocks';
import {
  contentWidth,
  ensureSpace,
  PDF_FONT,
  PDF_FONT_BOLD,
  type PdfDoc,
  renderPdf,
} from '../../platform/pdf/pdf-document';
import { usDate } from '../../platform/pdf/pdf-format';
import { drawTable, type PdfColumn } from '../../platform/pdf/pdf-table';

/** Letter page, 50 pt margins: 512 pt of width. */
const LINE_COLUMNS: PdfColumn[] = [
  { header: 'Product', width: 70 },
  { header: 'Description', width: 162 },
  // Wide enough for a catch-weight line's 'Estimated 128.00 LB' on one line.
  { header: 'Quantity', width: 100, align: 'right' },
  { header: 'Unit Price', width: 100, align: 'right' },
  { header: 'Extension', width: 80, align: 'right' },
];
const LABEL_WIDTH = 95;
const GAP = 18;

const drawTitle = (doc: PdfDoc, siteName: string, title: string, number: string) =>
  drawDocumentHeading(doc, siteName, title, number, GAP / 2);

/** Label and value pairs in a column `width` wide from `x`; returns the y below them. */
const drawFields = (doc: PdfDoc, fields: readonly [string, string][], x: number, y: number, width: number): number =>
  drawLabelledFields(doc, fields, { x, y, width, labelWidth: LABEL_WIDTH });

function drawHeaderBlock(doc: PdfDoc, order: OrderView, extra: readonly [string, string][]): void {
  const left = doc.page.margins.left;
  const half = (contentWidth(doc) - GAP) / 2;
  const top = doc.y;
  const leftBottom = drawFields(
    doc,
    [
      ['Order Number', order.orderNumber],
      ['Order Date', usDate(order.orderDate)],
      ['Delivery Date', order.deliveryDate ? usDate(order.deliveryDate) : 'Not set'],
      ['Ship Method', order.shipMethod ?? 'Not set'],
      ['P.O. Number', order.poNumber || 'None'],
      ...extra,
    ],
    left,
    top,
    half,
  );
  const right = left + half + GAP;
  doc.font(PDF_FONT_BOLD).fontSize(10).text('Ship To', right, top, { width: half });
  const shipTo = [order.shipToCode, ...order.shipTo].filter((line): line is string => Boolean(line));
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .text(shipTo.length > 0 ? shipTo.join('\n') : 'Not set', right, doc.y, { width: half });
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + GAP / 2;
}

function drawRemarks(doc: PdfDoc, order: OrderView): void {
  const width = contentWidth(doc);
  const instructions = [order.specialInstruction1, order.specialInstruction2].filter((s) => s.trim() !== '');
  const remarks: [string, string][] = [];
  if (instructions.length > 0) remarks.push(['Special Instructions', instructions.join('\n')]);
  if (order.notes.trim() !== '') remarks.push(['Notes', order.notes]);
  for (const [label, text] of remarks) {
    ensureSpace(doc, 40);
    doc.font(PDF_FONT_BOLD).fontSize(10).text(label, doc.page.margins.left, doc.y, { width });
    doc.font(PDF_FONT).fontSize(10).text(text, { width });
    doc.y += GAP / 2;
  }
}

/** A line as ordered; a catch-weight line (issue 31) with its estimated weight, its amount marked an estimate. */
function lineRows(order: OrderView): string[][] {
  return order.lines.map((line) => {
    const estimated = line.estimatedWeight !== null;
    return [
      formatProductCode(line.productCode),
      [line.description, line.productText1, line.productText2].filter((s) => s.trim() !== '').join('\n'),
      estimated
        ? `${line.quantity} ${line.unit}\n${ESTIMATED_LABEL} ${formatWeight(line.estimatedWeight ?? 0, line.priceUnit)}`
        : `${line.quantity} ${line.unit}`,
      formatFixedPricePer(line.unitPrice, line.priceUnit),
      estimated ? `${formatCurrency(line.extension)}\n${ESTIMATED_LABEL}` : formatCurrency(line.extension),
    ];
  });
}

function chargeRows(order: OrderView): [string, string][] {
  const charges: [string, string][] = order.charges.map((c) => [c.name, formatCurrency(c.amount)]);
  // An order recorded with a sum but no breakdown still shows the sum.
  if (charges.length === 0 && !isZero(toDecimal(order.addOnCharges)))
    charges.push(['Add-on Charges', formatCurrency(order.addOnCharges)]);
  return charges;
}

function totalRows(order: OrderView): [string, string][] {
  return [
    ['Line Total', formatCurrency(order.lineTotal)],
    ['Taxable Amount', formatCurrency(order.taxableAmount)],
    ['Tax', formatCurrency(order.tax)],
    ...chargeRows(order),
  ];
}

/** Issue 31: an invoiced order's lines as shipped, each beside what was ordered (a catch-weight line's estimate). */
const INVOICE_COLUMNS: PdfColumn[] = [
  { header: 'Product', width: 55 },
  { header: 'Description', width: 125 },
  { header: 'Ordered', width: 92, align: 'right' },
  { header: 'Shipped', width: 75, align: 'right' },
  { header: 'Unit Price', width: 75, align: 'right' },
  { header: 'Amount', width: 90, align: 'right' },
];

function invoiceLineRows(order: OrderView): string[][] {
  return order.lines.map((line) => {
    const shippedProduct = line.shippedProduct
      ? `Shipped instead: ${formatProductCode(line.shippedProduct.productCode)} ${line.shippedProduct.description}`
      : '';
    const ordered = [`${line.quantity} ${line.unit}`];
    if (line.estimatedWeight !== null)
      ordered.push(`${ESTIMATED_LABEL} ${formatWeight(line.estimatedWeight, line.priceUnit)}`);
    const shipped = [`${line.shippedQuantity ?? line.quantity} ${line.unit}`];
    if (line.actualWeight !== null) shipped.push(formatWeight(line.actualWeight, line.priceUnit));
    const amount = [formatCurrency(line.invoicedExtension ?? line.extension)];
    if (line.estimatedWeight !== null) amount.push(`${ESTIMATED_LABEL} ${formatCurrency(line.extension)}`);
    return [
      formatProductCode(line.productCode),
      [line.description, line.productText1, line.productText2, shippedProduct]
        .filter((s) => s.trim() !== '')
        .join('\n'),
      ordered.join('\n'),
      shipped.join('\n'),
      formatFixedPricePer(line.unitPrice, line.priceUnit),
      amount.join('\n'),
    ];
  });
}

/** The invoice's totals (what shipped), the add-on charges as ordered, and the order's own total beside them. */
function invoiceTotalRows(order: OrderView, invoice: NonNullable<OrderView['invoice']>): TotalRows {
  const charges = chargeRows(order);
  const asOrdered = order.isEstimate ? `${ESTIMATED_TOTAL_LABEL} as ordered` : 'Total as ordered';
  return {
    rows: [['Line Total', formatCurrency(invoice.lineTotal)], ['Tax', formatCurrency(invoice.tax)], ...charges],
    total: invoice.total,
    after: [[asOrdered, formatCurrency(order.total)]],
  };
}

interface TotalRows {
  rows: [string, string][];
  total: string;
  /** Rows below the total (an invoice's estimate as ordered). */
  after: [string, string][];
}

function drawTotals(doc: PdfDoc, order: OrderView, totals?: TotalRows): void {
  const rows = totals?.rows ?? totalRows(order);
  const valueWidth = 100;
  const labelWidth = 160;
  const right = doc.page.margins.left + contentWidth(doc);
  const labelX = right - valueWidth - labelWidth;
  const lineHeight = 15;
  ensureSpace(doc, (rows.length + 1) * lineHeight + 40);
  doc.y += GAP / 2;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(PDF_FONT).fontSize(10).text(label, labelX, y, { width: labelWidth, align: 'right' });
    doc.text(value, right - valueWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + lineHeight;
  }
  doc
    .moveTo(labelX + 40, doc.y)
    .lineTo(right, doc.y)
    .lineWidth(0.75)
    .stroke();
  doc.y += 4;
  const y = doc.y;
  // An order's own total that includes a catch-weight estimate reads 'Estimated total'; an invoice's is what shipped.
  const totalLabel = !totals && order.isEstimate ? ESTIMATED_TOTAL_LABEL : 'Total';
  doc.font(PDF_FONT_BOLD).fontSize(11).text(totalLabel, labelX, y, { width: labelWidth, align: 'right' });
  doc.text(formatCurrency(totals?.total ?? order.total), right - valueWidth, y, { width: valueWidth, align: 'right' });
  doc.y = y + lineHeight;
  for (const [label, value] of totals?.after ?? []) {
    const at = doc.y;
    doc.font(PDF_FONT).fontSize(10).text(label, labelX, at, { width: labelWidth, align: 'right' });
    doc.text(value, right - valueWidth, at, { width: valueWidth, align: 'right' });
    doc.y = at + lineHeight;
  }
  doc.x = doc.page.margins.left;
  doc.y += GAP / 2;
}

function drawPayment(doc: PdfDoc, payment: string | null): void {
  if (!payment) return;
  ensureSpace(doc, 20);
  doc.y = drawFields(doc, [['Payment', payment]], doc.page.margins.left, doc.y, contentWidth(doc));
}

/** The invoice of an invoiced order: its number, dates and balance due, then the order's lines and totals. */
export interface InvoiceFacts {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  balance: string;
}

interface OrderPdf {
  title: string;
  number: string;
  extra: readonly [string, string][];
  /** An invoiced order's lines as shipped and the invoice's totals, instead of the order's. */
  invoiced?: { columns: PdfColumn[]; rows: string[][]; totals: TotalRows };
}

function renderOrderPdf(order: OrderView, site: { siteName: string }, pdf: OrderPdf): Promise<Buffer> {
  return renderPdf(
    {
      title: `${pdf.title} ${pdf.number}`,
      author: site.siteName,
      footer: (page, pages) => `${pdf.number} - Page ${page} of ${pages}`,
    },
    (doc) => {
      drawTitle(doc, site.siteName, pdf.title, pdf.number);
      drawHeaderBlock(doc, order, pdf.extra);
      drawRemarks(doc, order);
      if (pdf.invoiced) drawTable(doc, pdf.invoiced.columns, pdf.invoiced.rows);
      else drawTable(doc, LINE_COLUMNS, lineRows(order));
      drawTotals(doc, order, pdf.invoiced?.totals);
      drawPayment(doc, order.payment);
    },
  );
}

/** The order as recorded at submit, as a Letter-size PDF; the lines table runs over as many pages as it needs. */
export function renderOrderConfirmation(order: OrderView, site: { siteName: string }): Promise<Buffer> {
  // Issue 32: a revised order says so; an order still open to changes says until when.
  const extra: [string, string][] = [
    ...(order.status === 'Cancelled' ? [['Status', 'Cancelled'] as [string, string]] : []),
    ...(order.revision ? [['Revision', `Revised (${order.revision})`] as [string, string]] : []),
    ...(order.editableUntilText ? [['Changes', order.editableUntilText] as [string, string]] : []),
  ];
  return renderOrderPdf(order, site, { title: 'Order Confirmation', number: `Order ${order.orderNumber}`, extra });
}

/**
 * The invoice of an order, as a Letter-size PDF. An order invoiced on the site (issue 31) shows what shipped: each
 * line's quantity shipped, a catch-weight line's actual weight and the amount invoiced, beside what was ordered and
 * its estimate, and the invoice's totals with the order's total as ordered.
 */
export function renderOrderInvoice(
  order: OrderView,
  invoice: InvoiceFacts,
  site: { siteName: string },
): Promise<Buffer> {
  return renderOrderPdf(order, site, {
    title: 'Invoice',
    number: `Invoice ${invoice.invoiceNumber}`,
    extra: [
      ['Invoice Date', usDate(invoice.invoiceDate)],
      ['Due Date', usDate(invoice.dueDate)],
      ['Balance Due', formatCurrency(invoice.balance)],
    ],
    ...(order.invoice
      ? {
          invoiced: {
            columns: INVOICE_COLUMNS,
            rows: invoiceLineRows(order),
            totals: invoiceTotalRows(order, order.invoice),
          },
        }
      : {}),
  });
}
