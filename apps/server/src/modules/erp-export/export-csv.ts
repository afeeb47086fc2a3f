import type { CreditExport, ExportDocument, OrderExport, PaymentExport } from '@storefront/contract';
import { csvText } from '../../platform/csv/csv-writer';

type Cell = string | number | null;

/** One row per order line, the order's fields repeated on each; the pull (GET /api/admin/export/orders) shares it. */
export const ORDER_CSV_HEADER = [
  'orderNumber',
  'orderDate',
  'deliveryDate',
  'status',
  'customerCode',
  'customerName',
  'shipToCode',
  'shipMethod',
  'shipToAddress',
  'poNumber',
  'specialInstruction1',
  'specialInstruction2',
  'notes',
  'lineNumber',
  'productCode',
  'description',
  'quantity',
  'unit',
  'priceUnit',
  'unitPrice',
  'extension',
  'taxable',
  'lineTotal',
  'tax',
  'addOnCharges',
  'total',
  'cardBrand',
  'cardLast4',
  'createdAt',
  // Issue 31, after the columns ERPs already read.
  'estimatedWeight',
  'noSubstitutes',
  // Issue 32: which change of the order the row reports.
  'revision',
  'change',
] as const;

export function orderCsvRows(o: OrderExport): Cell[][] {
  const head: Cell[] = [
    o.orderNumber,
    o.orderDate,
    o.deliveryDate,
    o.status,
    o.customer?.code ?? '',
    o.customer?.name ?? o.placedBy?.name ?? '',
    o.shipTo.code,
    o.shipTo.method,
    o.shipTo.address.join(', '),
    o.poNumber,
    o.specialInstruction1,
    o.specialInstruction2,
    o.notes,
  ];
  const tail: Cell[] = [
    o.lineTotal,
    o.tax,
    o.addOnCharges,
    o.total,
    o.payment?.cardBrand ?? '',
    o.payment?.last4 ?? '',
    o.createdAt,
  ];
  const lines = o.lines.map((l): { line: Cell[]; after: Cell[] } => ({
    line: [
      l.lineNumber,
      l.productCode,
      l.description,
      l.quantity,
      l.unit,
      l.priceUnit,
      l.unitPrice,
      l.extension,
      l.taxable ? 'Y' : 'N',
    ],
    after: [l.estimatedWeight ?? '', l.noSubstitutes ? 'Y' : 'N'],
  }));
  const rows = lines.length > 0 ? lines : [{ line: Array<Cell>(9).fill(''), after: ['', ''] }];
  return rows.map(({ line, after }) => [...head, ...line, ...tail, ...after, o.revision, o.change]);
}

/** One row per open item the payment applied to. */
export const PAYMENT_CSV_HEADER = [
  'paymentKey',
  'paidOn',
  'customerCode',
  'customerName',
  'amount',
  'method',
  'methodName',
  'last4',
  'transactionId',
  'arCode',
  'reference',
  'recordType',
  'invoiceNumber',
  'orderNumber',
  'appliedAmount',
  'balanceBefore',
  'balanceAfter',
  'createdAt',
] as const;

function paymentCsvRows(p: PaymentExport): Cell[][] {
  const head: Cell[] = [
    p.paymentKey,
    p.paidOn,
    p.customer.code,
    p.customer.name,
    p.amount,
    p.method.type,
    p.method.name,
    p.method.last4,
    p.transactionId,
  ];
  return p.lines.map((l) => [
    ...head,
    l.arCode,
    l.reference,
    l.recordType,
    l.invoiceNumber,
    l.orderNumber,
    l.amount,
    l.balanceBefore,
    l.balanceAfter,
    p.createdAt,
  ]);
}

/** Issue 33: one row per approved line of a credit, the credit's fields repeated on each. */
export const CREDIT_CSV_HEADER = [
  'creditNumber',
  'status',
  'customerCode',
  'customerName',
  'orderNumber',
  'invoiceNumber',
  'arCode',
  'amount',
  'lineNumber',
  'productCode',
  'description',
  'outcome',
  'quantity',
  'unit',
  'approvedQuantity',
  'approvedAmount',
  'reviewerNote',
  'reviewedBy',
  'reviewedAt',
  'createdAt',
] as const;

function creditCsvRows(c: CreditExport): Cell[][] {
  const head: Cell[] = [
    c.creditNumber,
    c.status,
    c.customer.code,
    c.customer.name,
    c.orderNumber,
    c.invoiceNumber,
    c.arCode,
    c.amount,
  ];
  const tail: Cell[] = [c.reviewerNote, c.reviewedBy ?? '', c.reviewedAt, c.createdAt];
  const lines = c.lines.map((l): Cell[] => [
    l.lineNumber,
    l.productCode,
    l.description,
    l.outcome,
    l.quantity,
    l.unit,
    l.approvedQuantity,
    l.approvedAmount,
  ]);
  return (lines.length > 0 ? lines : [Array<Cell>(8).fill('')]).map((line) => [...head, ...line, ...tail]);
}

/** The CSV file beside a document's JSON file: a header row, then its rows (formula-safe cells, csv-writer). */
export function exportCsv(doc: ExportDocument): string {
  if (doc.type === 'order') return csvText([ORDER_CSV_HEADER, ...orderCsvRows(doc)]);
  return doc.type === 'payment'
    ? csvText([PAYMENT_CSV_HEADER, ...paymentCsvRows(doc)])
    : csvText([CREDIT_CSV_HEADER, ...creditCsvRows(doc)]);
}
