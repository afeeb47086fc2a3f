import { ERP_EXPORT_VERSION, type PaymentExport } from '@storefront/contract';
import { arRecordLabel, isArRecordType, MONEY_DECIMALS, PAYMENT_TYPES, toDecimal } from '@storefront/domain';
import type { ExportPaymentLineRow, ExportPaymentRow } from './export-sources.repository';

const money = (v: string | number) => toDecimal(v).toFixed(MONEY_DECIMALS);

function methodType(paymentType: number): PaymentExport['method']['type'] {
  if (paymentType === PAYMENT_TYPES.CreditCard) return 'card';
  if (paymentType === PAYMENT_TYPES.Check) return 'echeck';
  return 'credit';
}

/** An invoice payment as the ERP receives it: the amount applied to each open item, by the item's references. */
export function paymentExport(payment: ExportPaymentRow, lines: readonly ExportPaymentLineRow[]): PaymentExport {
  return {
    type: 'payment',
    version: ERP_EXPORT_VERSION,
    paymentKey: payment.payment_key,
    paidOn: payment.paid_on,
    customer: { code: payment.customer_code, name: payment.customer_name },
    amount: money(payment.amount),
    method: {
      type: methodType(payment.payment_type),
      name: payment.method_name,
      last4: payment.method_last4.slice(-4),
    },
    transactionId: payment.transaction_id,
    lines: lines.map((l) => ({
      arCode: l.ar_code,
      reference: l.reference,
      recordType: isArRecordType(l.record_type) ? arRecordLabel(l.record_type) : String(l.record_type),
      invoiceNumber: l.invoice_number,
      orderNumber: l.order_number,
      amount: money(l.amount),
      balanceBefore: money(l.balance_before),
      balanceAfter: toDecimal(l.balance_before).minus(l.amount).toFixed(MONEY_DECIMALS),
    })),
    createdAt: new Date(payment.created_at).toISOString(),
  };
}
