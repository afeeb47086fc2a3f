import { describe, expect, it } from 'vitest';
import { type CheckoutFields, checkCheckoutFields, PO_REQUIRED_MESSAGE } from './checkout-fields';

const blank: CheckoutFields = { customerPo: '', specialInstruction1: '', specialInstruction2: '', notes: '' };

describe('checkCheckoutFields', () => {
  it('accepts empty fields when no P.O. is required', () => {
    expect(checkCheckoutFields(blank, { poRequired: false })).toEqual({});
  });

  it('requires a P.O. when asked, and spaces do not count', () => {
    expect(checkCheckoutFields(blank, { poRequired: true })).toEqual({ customerPo: 'Customer P.O. is required' });
    expect(checkCheckoutFields({ ...blank, customerPo: '   ' }, { poRequired: true })).toEqual({
      customerPo: PO_REQUIRED_MESSAGE,
    });
    expect(checkCheckoutFields({ ...blank, customerPo: 'PO-1' }, { poRequired: true })).toEqual({});
  });

  it('bounds the P.O. at 20 characters, measured without outer spaces', () => {
    expect(checkCheckoutFields({ ...blank, customerPo: 'P'.repeat(20) }, { poRequired: true })).toEqual({});
    expect(checkCheckoutFields({ ...blank, customerPo: ` ${'P'.repeat(20)} ` }, { poRequired: true })).toEqual({});
    expect(checkCheckoutFields({ ...blank, customerPo: 'P'.repeat(21) }, { poRequired: false })).toEqual({
      customerPo: 'Customer P.O. can have at most 20 characters',
    });
  });

  it('bounds instructions at 50 and notes at 2000, each under its own key', () => {
    const fields: CheckoutFields = {
      customerPo: '',
      specialInstruction1: 'i'.repeat(51),
      specialInstruction2: 'i'.repeat(51),
      notes: 'n'.repeat(2001),
    };
    expect(checkCheckoutFields(fields, { poRequired: false })).toEqual({
      specialInstruction1: 'Special Instruction 1 can have at most 50 characters',
      specialInstruction2: 'Special Instruction 2 can have at most 50 characters',
      notes: 'Notes can have at most 2000 characters',
    });
    const atLimits = {
      ...fields,
      specialInstruction1: 'i'.repeat(50),
      specialInstruction2: 'i'.repeat(50),
      notes: 'n'.repeat(2000),
    };
    expect(checkCheckoutFields(atLimits, { poRequired: false })).toEqual({});
  });
});
