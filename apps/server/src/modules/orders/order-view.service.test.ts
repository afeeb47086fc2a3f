import { pdfText } from '../../test/pdf-text';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './order-confirmation.pdf';
import { toOrderView } from './order-view.service';
import type { OrderLineRow, OrderRow } from './orders.repository';

// 40 LB at $2.950 / LB = $118.00; 3 CS at $29.14 / CS = $87.42. Line total $205.42, nothing taxable, total $205.42.
const order: OrderRow = {
  id: 7,
  order_number: 'W0000007',
  customer_id: 1,
  user_id: 2,
  status: 'Open',
  order_date: '2026-11-23',
  delivery_date: '2026-11-25',
  po_number: '',
  ship_to_code: 'MAIN',
  ship_method: 'Delivery',
  special_instruction1: '',
  special_instruction2: '',
  notes: '',
  total: '205.42',
  created_at: 0,
  address_id: null,
  ship_to_text: 'Bayside Bistro',
  line_total: '205.42',
  taxable_amount: '0',
  tax: '0',
  add_on_charges: '0',
  charges: '[]',
  card_brand: null,
  card_last4: null,
  card_expiry: null,
  payment_transaction_id: null,
  invoice_number: null,
  invoiced_at: null,
  invoice_date: null,
  invoiced_line_total: null,
  invoiced_tax: null,
  invoiced_total: null,
  authorized_amount: null,
  captured_amount: null,
  revision: 0,
  revised_at: null,
  cancelled_at: null,
};

function line(
  id: number,
  fields: Pick<OrderLineRow, 'unit' | 'quantity' | 'price_unit' | 'unit_price' | 'price_decimals' | 'extension'>,
): OrderLineRow {
  return {
    id,
    order_id: order.id,
    product_key: id,
    stock_quantity: fields.quantity,
    is_open: 1,
    sequence: id,
    product_code: `P${id}`,
    description: `Product ${id}`,
    product_text1: '',
    product_text2: '',
    is_taxable: 0,
    no_substitutes: 0,
    is_catch_weight: 0,
    estimated_weight: null,
    shipped_quantity: null,
    actual_weight: null,
    invoiced_extension: null,
    shipped_product_key: null,
    shipped_product_code: '',
    shipped_description: '',
    ...fields,
  };
}

// As PostgreSQL's numeric(14, 4) answers them: the places the price was priced at are gone.
const lines = [
  line(1, {
    unit: 'LB',
    quantity: '40.0000',
    price_unit: 'LB',
    unit_price: '2.9500',
    price_decimals: 3,
    extension: '118.0000',
  }),
  line(2, {
    unit: 'CS',
    quantity: '3.0000',
    price_unit: 'CS',
    unit_price: '29.1400',
    price_decimals: 2,
    extension: '87.4200',
  }),
];

describe('toOrderView', () => {
  it('gives each unit price the decimals it was priced at: 3 per LB, 2 per CS', () => {
    const view = toOrderView(order, lines);
    expect(view.lines.map((l) => l.unitPrice)).toEqual(['2.950', '29.14']);
    // SQLite answers numbers: 2.95 all the same.
    expect(toOrderView(order, [{ ...lines[0]!, unit_price: 2.95 as unknown as string }]).lines[0]?.unitPrice).toBe(
      '2.950',
    );
  });

  it("prints '$2.950 / LB' on the confirmation PDF, not '$2.95 / LB'", async () => {
    const text = await pdfText(await renderOrderConfirmation(toOrderView(order, lines), { siteName: 'Harbor Foods' }));
    expect(text).toContain('$2.950 / LB');
    expect(text).toContain('$29.14 / CS');
    expect(text).not.toContain('$2.95 / LB');
  });
});
