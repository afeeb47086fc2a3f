import { describe, expect, it } from 'vitest';
import type { Parsed } from '../import-kind';
import { parseAr } from './ar.kind';
import { parseOrderRow } from './orders.kind';
import { parseStock } from './stock.kind';

const problems = <T>(parsed: Parsed<T>) => (parsed.ok ? [] : parsed.problems.map((p) => [p.column, p.reason]));

describe('stock, A/R and order rows of an ERP file', () => {
  it('reads on hand in the stock unit, below zero too, at 2 decimals', () => {
    expect(parseStock({ product_code: ' 210006 ', on_hand: '1,234.5' })).toEqual({
      ok: true,
      row: { productCode: '210006', onHand: '1234.50' },
    });
    expect(parseStock({ product_code: '210006', on_hand: '-3' })).toMatchObject({ ok: true, row: { onHand: '-3.00' } });
    expect(problems(parseStock({ product_code: '', on_hand: '1.005' }))).toEqual([
      ['product_code', 'is required'],
      ['on_hand', 'has more than 2 decimals'],
    ]);
  });

  const item = (over: Record<string, string> = {}) => ({
    customer_code: 'baybis',
    reference: 'IN1',
    record_type: 'Invoice',
    invoice_date: '11/02/2026',
    initial_amount: '100',
    open_amount: '40.5',
    ...over,
  });

  it('reads an open item: the record type by number or name, an invoice numbered by its reference', () => {
    expect(parseAr(item())).toEqual({
      ok: true,
      row: {
        customerCode: 'BAYBIS',
        reference: 'IN1',
        recordType: 1,
        invoiceDate: '2026-11-02',
        dueDate: null,
        initial: '100.00',
        open: '40.50',
        invoiceNumber: 'IN1',
        poNumber: '',
        orderNumber: '',
        remarks: '',
      },
    });
    const credit = parseAr(item({ record_type: '8', initial_amount: '-15', open_amount: '0' }));
    expect(credit).toMatchObject({ ok: true, row: { recordType: 8, invoiceNumber: '', open: '0.00' } });
  });

  it('refuses amounts whose sign is not the record type’s, or an open amount past the initial one', () => {
    expect(problems(parseAr(item({ record_type: 'payment', initial_amount: '50', open_amount: '50' })))).toEqual([
      ['initial_amount', 'record type Payment is a credit: its amounts are negative'],
    ]);
    expect(problems(parseAr(item({ record_type: 'nsf check', initial_amount: '-35', open_amount: '-35' })))).toEqual([
      ['initial_amount', 'record type NSF Check is a charge: its amounts are positive'],
    ]);
    expect(problems(parseAr(item({ open_amount: '100.01' })))).toEqual([
      ['open_amount', 'is more than initial_amount'],
    ]);
    expect(problems(parseAr(item({ reference: 'R'.repeat(21) })))).toEqual([
      ['invoice_number', "is needed: the reference is longer than an invoice number's 20 characters"],
    ]);
  });

  const line = (over: Record<string, string> = {}) => ({
    order_number: 'so1',
    customer_code: 'BAYBIS',
    order_date: '2026-10-05',
    line: '1',
    product_code: '210006',
    unit: 'cs',
    quantity: '2',
    unit_price: '18.95',
    ...over,
  });

  it('reads an order line: history is invoiced unless said, the price unit the product’s unless said', () => {
    expect(parseOrderRow(line({ status: 'shipped' }))).toMatchObject({
      ok: true,
      row: { orderNumber: 'SO1', status: 'Shipped', unit: 'CS', quantity: '2.00', priceUnit: '', unitPrice: '18.9500' },
    });
    expect(parseOrderRow(line())).toMatchObject({ ok: true, row: { status: 'Invoiced', deliveryDate: null } });
  });

  it('refuses a line without a positive quantity or a line number, and every bad cell of it', () => {
    expect(problems(parseOrderRow(line({ quantity: '0', line: '0', status: 'held' })))).toEqual([
      ['quantity', 'must be above 0'],
      ['line', 'must be at least 1'],
      ['status', '"held" is not one of Open, Shipped, Invoiced, Cancelled'],
    ]);
    expect(problems(parseOrderRow(line({ quantity: 'two' })))).toEqual([['quantity', '"two" is not a number']]);
  });
});
