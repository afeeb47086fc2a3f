import { describe, expect, it } from 'vitest';
import {
  type ChargeRules,
  DELIVERY_FEE_NAME,
  estimateOrder,
  minimumOrderMessages,
  SMALL_ORDER_CHARGE_NAME,
} from './order-estimate';

const noCharges: ChargeRules = {
  taxRate: '0',
  deliveryFee: '0',
  smallOrderThreshold: '0',
  smallOrderCharge: '0',
  isDelivery: true,
};

/** Decimals as fixed-point text, so expectations read like money. */
function asText(estimate: ReturnType<typeof estimateOrder>) {
  return {
    lineTotal: estimate.lineTotal.toFixed(2),
    taxableAmount: estimate.taxableAmount.toFixed(2),
    tax: estimate.tax.toFixed(2),
    addOnCharges: estimate.addOnCharges.toFixed(2),
    charges: estimate.charges.map((c) => `${c.name} ${c.amount.toFixed(2)}`),
    total: estimate.total.toFixed(2),
  };
}

describe('estimateOrder', () => {
  it('taxes only taxable lines, half-up to cents', () => {
    // taxable 10.00 + 9.99 = 19.99; 19.99 * 0.055 = 1.09945 -> 1.10; lines 19.99 + 5.01 = 25.00; total 26.10.
    const lines = [
      { extension: '10.00', taxable: true },
      { extension: '9.99', taxable: true },
      { extension: '5.01', taxable: false },
    ];
    expect(asText(estimateOrder(lines, { ...noCharges, taxRate: '0.055' }))).toEqual({
      lineTotal: '25.00',
      taxableAmount: '19.99',
      tax: '1.10',
      addOnCharges: '0.00',
      charges: [],
      total: '26.10',
    });
  });

  it('rounds a tax of exactly half a cent up', () => {
    // 0.10 * 0.05 = 0.005 -> 0.01
    expect(
      estimateOrder([{ extension: '0.10', taxable: true }], { ...noCharges, taxRate: '0.05' }).tax.toFixed(2),
    ).toBe('0.01');
  });

  it('adds the delivery fee and the small-order charge untaxed', () => {
    // lines 20.00 < 35.00 threshold; tax 20.00 * 0.08 = 1.60; charges 5.00 + 2.50 = 7.50; total 20.00 + 1.60 + 7.50 = 29.10.
    const rules: ChargeRules = {
      taxRate: '0.08',
      deliveryFee: '5',
      smallOrderThreshold: '35',
      smallOrderCharge: '2.5',
      isDelivery: true,
    };
    expect(asText(estimateOrder([{ extension: '20.00', taxable: true }], rules))).toEqual({
      lineTotal: '20.00',
      taxableAmount: '20.00',
      tax: '1.60',
      addOnCharges: '7.50',
      charges: [`${DELIVERY_FEE_NAME} 5.00`, `${SMALL_ORDER_CHARGE_NAME} 2.50`],
      total: '29.10',
    });
  });

  it('charges no delivery fee for pickup, and no small-order charge at or above the threshold', () => {
    const rules: ChargeRules = {
      taxRate: '0',
      deliveryFee: '5',
      smallOrderThreshold: '35',
      smallOrderCharge: '2.5',
      isDelivery: false,
    };
    expect(asText(estimateOrder([{ extension: '20.00', taxable: false }], rules)).charges).toEqual([
      'Small Order Charge 2.50',
    ]);
    const atThreshold = estimateOrder([{ extension: '35.00', taxable: false }], { ...rules, isDelivery: true });
    expect(asText(atThreshold).charges).toEqual(['Delivery Fee 5.00']);
    expect(atThreshold.total.toFixed(2)).toBe('40.00');
  });

  it('ignores zero charges and a zero threshold', () => {
    const rules: ChargeRules = {
      taxRate: '0',
      deliveryFee: '0',
      smallOrderThreshold: '0',
      smallOrderCharge: '2.5',
      isDelivery: true,
    };
    const oneDollar = [{ extension: '1.00', taxable: false }];
    expect(estimateOrder(oneDollar, rules).charges).toEqual([]);
    expect(estimateOrder(oneDollar, { ...rules, smallOrderThreshold: '35', smallOrderCharge: 0 }).charges).toEqual([]);
  });

  it('adds many cents exactly (no float drift)', () => {
    // 10 x 0.10 = 1.00 exactly, where 0.1 summed as floats gives 0.9999999999999999.
    const lines = Array.from({ length: 10 }, () => ({ extension: 0.1, taxable: false }));
    expect(estimateOrder(lines, noCharges).total.toFixed()).toBe('1');
  });
});

describe('minimumOrderMessages', () => {
  it('speaks only below a positive minimum', () => {
    expect(minimumOrderMessages('20', '35')).toEqual([
      'Current Cart Line Total is $20.00.',
      'Minimum order amount for this zip code is $35.00.',
    ]);
    expect(minimumOrderMessages('1234.5', '1500')).toEqual([
      'Current Cart Line Total is $1,234.50.',
      'Minimum order amount for this zip code is $1,500.00.',
    ]);
    expect(minimumOrderMessages('35', '35')).toEqual([]);
    expect(minimumOrderMessages('0', '0')).toEqual([]);
  });
});

describe('estimateOrder without lines', () => {
  it('charges nothing for an empty cart', () => {
    const e = estimateOrder([], {
      taxRate: '0.055',
      deliveryFee: '5.99',
      smallOrderThreshold: 50,
      smallOrderCharge: '4.99',
      isDelivery: true,
    });
    expect([e.lineTotal.toFixed(2), e.addOnCharges.toFixed(2), e.total.toFixed(2), e.charges]).toEqual([
      '0.00',
      '0.00',
      '0.00',
      [],
    ]);
  });
});
