import { PAYMENT_TYPES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';

export const BILLING = {
  name: 'Sister Agnes Flynn',
  address1: '12 School St',
  address2: '',
  city: 'Gorham',
  state: 'ME',
  zip: '04038',
  phone: '2075550100',
  country: 'US',
  email: 'office@stmarys.example',
};

export type Detail = { arCode: string; amount: string; detailType?: number };

export const byCard = (paymentAmount: string, details: Detail[], cardNumber = '4111111111111111', cvv2 = '123') => ({
  paymentType: PAYMENT_TYPES.CreditCard,
  paymentAmount,
  details,
  address: BILLING,
  creditCard: { cardNumber, expirationDate: '1230', cvv2 },
});

export const byECheck = (
  paymentAmount: string,
  details: Detail[],
  accountNumber = '987654321',
  routingNumber = '011000015',
) => ({
  paymentType: PAYMENT_TYPES.Check,
  paymentAmount,
  details,
  address: BILLING,
  bankAccount: { accountNumber, routingNumber, bankName: 'Casco Savings', checkNumber: '1042' },
});

export const byCredit = (details: Detail[]) => ({
  paymentType: PAYMENT_TYPES.ApplyCredit,
  paymentAmount: '0.00',
  details,
});

let counter = 0;
export const newKey = () => `pay-key-${process.pid}-${++counter}`;

export function paymentApi(app: FastifyInstance, headers: Record<string, string>) {
  return {
    types: () => app.inject({ method: 'GET', url: '/api/payment/types', headers }),
    pay: (body: unknown, key: string | null = newKey()) =>
      app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload: body as object,
      }),
    receipt: (key: string) => app.inject({ method: 'GET', url: `/api/payment/${key}`, headers }),
  };
}
