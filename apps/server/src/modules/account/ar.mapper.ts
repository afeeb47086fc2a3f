import type { AccountDetailRow, ArScanDocument, OpenArItem } from '@storefront/contract';
import {
  arRecordLabel,
  BALANCE_FORWARD,
  type Decimal,
  daysBetween,
  isArRecordType,
  isCreditRecord,
  isNegative,
  roundMoney,
  toDecimal,
} from '@storefront/domain';

export interface ArRow {
  id: number;
  ar_code: string;
  record_type: number;
  reference: string;
  invoice_number: string;
  order_number: string | null;
  po_number: string;
  invoice_date: string;
  due_date: string;
  initial: string;
  balance: string;
  remarks: string;
  scan_documents: string;
}

const money = (value: string) => toDecimal(value).toFixed(2);

export function scanDocumentsOf(json: string): ArScanDocument[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((d: unknown) => {
      const doc = d as Partial<Record<'key' | 'name', unknown>> | null;
      return typeof doc?.key === 'string' && typeof doc.name === 'string' ? [{ key: doc.key, name: doc.name }] : [];
    });
  } catch {
    return [];
  }
}

function kindOf(row: ArRow) {
  const type = isArRecordType(row.record_type) ? row.record_type : 1;
  return { type: arRecordLabel(type), isCredit: isCreditRecord(type) };
}

/** `estimate`: an invoice of an order with catch-weight lines carries the order's estimated total beside its amount. */
export function toDetailRow(row: ArRow, today: string, estimate: string | null = null): AccountDetailRow {
  const { type, isCredit } = kindOf(row);
  return {
    arCode: row.ar_code,
    recordType: row.record_type,
    type,
    reference: row.reference,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    age: Math.max(0, daysBetween(row.invoice_date, today)),
    initial: money(row.initial),
    balance: money(row.balance),
    remarks: row.remarks,
    isCredit,
    orderNumber: row.order_number,
    scanDocuments: scanDocumentsOf(row.scan_documents),
    sequence: row.id,
    estimate: estimate === null ? null : money(estimate),
  };
}

/**
 * The details' first row when older items are left out (a start date, or more rows than one
 * answer carries): the ledger balance of everything before the rows shown, dated `date`, so
 * the running balance starts from it and ends at the balance as of the range's end.
 */
export function balanceForwardRow(date: string, amount: Decimal, remarks: string): AccountDetailRow {
  const value = roundMoney(amount).toFixed(2);
  return {
    arCode: 'BALANCE-FORWARD',
    recordType: BALANCE_FORWARD.recordType,
    type: BALANCE_FORWARD.label,
    reference: BALANCE_FORWARD.label,
    invoiceNumber: '',
    invoiceDate: date,
    dueDate: date,
    age: 0,
    initial: value,
    balance: value,
    remarks,
    isCredit: isNegative(toDecimal(value)),
    orderNumber: null,
    scanDocuments: [],
    sequence: BALANCE_FORWARD.sequence,
    estimate: null,
  };
}

export function toOpenArItem(row: ArRow): OpenArItem {
  const { type, isCredit } = kindOf(row);
  return {
    type,
    reference: row.reference,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    po_number: row.po_number,
    initial: money(row.initial),
    balance: money(row.balance),
    isCredit,
    invoiceNumber: row.invoice_number,
    scanDocuments: scanDocumentsOf(row.scan_documents),
    arCode: row.ar_code,
    recordType: row.record_type,
  };
}
