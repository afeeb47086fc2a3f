import { describe, expect, it } from 'vitest';
import type { OpenArItem } from '@storefront/contract';
import {
  canContinueSelection,
  EMPTY_ECHECK,
  paymentRequest,
  selectionEntries,
  selectionTotal,
} from './payment-selection';

const item = (arCode: string, balance: string, recordType = 1): OpenArItem => ({
  type: recordType === 6 ? 'Credit Memo' : 'Invoice',
  reference: arCode.replace('AR', 'IN'),
  invoiceDate: '2026-11-01',
  dueDate: '2026-12-01',
  po_number: '',
  initial: balance,
  balance,
  isCredit: balance.startsWith('-'),
  invoiceNumber: '',
  scanDocuments: [],
  arCode,
  recordType,
});
const items = [item('AR1', '100.00'), item('AR2', '50.00'), item('AR3', '-30.00', 6)];
const billing = {
  name: 'Casey Customer',
  address1: '1 Main St',
  address2: '',
  city: 'Portland',
  state: 'me',
  zip: '04101',
  phone: '',
};

describe('payment selection', () => {
  it('checks each amount against its balance and totals the chosen rows', () => {
    const entries = selectionEntries(items, { AR1: '120', AR2: '-5', AR3: 'x' });
    expect(entries.map((e) => e.helperText)).toEqual([
      'Amount cannot be greater than balance.',
      'Amount must be same sign as balance.',
      'Amount must be a number.',
    ]);
    expect(canContinueSelection(entries)).toBe(false);
    const ok = selectionEntries(items, { AR1: '40', AR2: '10.5', AR3: '' });
    expect(selectionTotal(ok).toFixed(2)).toBe('50.50');
    expect(canContinueSelection(ok)).toBe(true);
    expect(canContinueSelection(selectionEntries(items, { AR2: '10', AR3: '-30' }))).toBe(false);
    expect(canContinueSelection(selectionEntries(items, {}))).toBe(false);
  });

  it('builds the payment request of the chosen rows and the method, card number as digits', () => {
    const entries = selectionEntries(items, { AR1: '40', AR2: '0', AR3: '-30' });
    const card = paymentRequest(
      entries,
      {
        paymentType: 1,
        card: { cardNumber: '4111 1111 1111 1111', expiry: '1230', cvv: '123' },
        eCheck: EMPTY_ECHECK,
        billing,
      },
      'a@b.example',
    );
    expect(card).toMatchObject({
      paymentType: 1,
      paymentAmount: '10.00',
      details: [
        { arCode: 'AR1', detailType: 1, amount: '40.00' },
        { arCode: 'AR3', detailType: 6, amount: '-30.00' },
      ],
      creditCard: { cardNumber: '4111111111111111', expirationDate: '1230', cvv2: '123' },
      address: { accountHolderName: 'Casey Customer', state: 'ME' },
    });
    expect(card.bankAccount).toBeUndefined();
    const credit = paymentRequest(
      selectionEntries(items, { AR1: '30', AR3: '-30' }),
      { paymentType: 0, card: { cardNumber: '', expiry: '', cvv: '' }, eCheck: EMPTY_ECHECK, billing },
      '',
    );
    expect(credit).toEqual({
      paymentType: 0,
      paymentAmount: '0.00',
      details: [
        { arCode: 'AR1', detailType: 1, amount: '30.00' },
        { arCode: 'AR3', detailType: 6, amount: '-30.00' },
      ],
    });
  });
});
