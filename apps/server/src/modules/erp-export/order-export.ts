import { ERP_EXPORT_VERSION, type OrderExport, type OrderExportChange } from '@storefront/contract';
import { toOrderView } from '../orders/order-view.service';
import type { ExportOrderLineRow, ExportOrderRow } from './export-sources.repository';

const isoTime = (ms: number) => new Date(ms).toISOString();

/** Issue 32: a cancelled order reports its cancellation; an edited one its revision; any other, its placing. */
function orderChangeOf(order: Pick<ExportOrderRow, 'status' | 'revision'>): OrderExportChange {
  if (order.status === 'Cancelled') return 'cancelled';
  return order.revision > 0 ? 'revised' : 'placed';
}

/**
 * An order as the ERP receives it: what it recorded at submit (the same figures its confirmation prints, through
 * toOrderView), the customer's code, and of the card only the brand and last four digits, the most an order keeps.
 */
export function orderExport(order: ExportOrderRow, lines: readonly ExportOrderLineRow[]): OrderExport {
  const view = toOrderView(order, lines);
  return {
    type: 'order',
    version: ERP_EXPORT_VERSION,
    orderNumber: view.orderNumber,
    orderDate: view.orderDate,
    deliveryDate: view.deliveryDate,
    status: view.status,
    revision: order.revision,
    change: orderChangeOf(order),
    customer: order.customer_code === null ? null : { code: order.customer_code, name: order.customer_name ?? '' },
    placedBy:
      order.username === null
        ? null
        : { username: order.username, name: order.user_name ?? '', email: order.user_email },
    shipTo: { code: view.shipToCode, method: view.shipMethod, address: view.shipTo },
    poNumber: view.poNumber,
    specialInstruction1: view.specialInstruction1,
    specialInstruction2: view.specialInstruction2,
    notes: view.notes,
    lines: view.lines.map((l, i) => ({
      lineNumber: i + 1,
      productCode: l.productCode,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      priceUnit: l.priceUnit,
      unitPrice: l.unitPrice,
      extension: l.extension,
      taxable: lines[i]?.is_taxable === 1,
      estimatedWeight: l.estimatedWeight,
      noSubstitutes: lines[i]?.no_substitutes === 1,
    })),
    lineTotal: view.lineTotal,
    taxableAmount: view.taxableAmount,
    tax: view.tax,
    addOnCharges: view.addOnCharges,
    charges: view.charges,
    total: view.total,
    payment:
      order.card_brand && order.card_last4 ? { cardBrand: order.card_brand, last4: order.card_last4.slice(-4) } : null,
    createdAt: isoTime(order.created_at),
  };
}
