import { describe, expect, it } from 'vitest';
import type { SubstituteOffer } from '@storefront/contract';
import { signedMoney, substituteOfferText } from './substitute-text';

const offer: SubstituteOffer = {
  productKey: 2,
  productCode: '150002',
  description: 'Atlantic Salmon Fillet, Skinless Pin Bone Out',
  quantity: { value: '2.00', unit: 'CS' },
  unitPrice: { factor: '10.750', from: 'LB', to: '$' },
  extension: '215.00',
  difference: '-21.40',
  source: 'named',
};

describe('an offered substitute', () => {
  it('names the substitute on its button, with what it orders at which price', () => {
    expect(substituteOfferText(offer)).toEqual({
      button: 'Replace with Atlantic Salmon Fillet, Skinless Pin Bone Out',
      detail: '2.00 CS · $10.750 / LB · $215.00',
      difference: '\u2212$21.40',
      source: '',
    });
    expect(substituteOfferText({ ...offer, source: 'history', difference: '4.2' }).source).toBe(
      'You bought this before',
    );
  });

  it('signs the difference: more, less, the same, unknown', () => {
    expect(signedMoney('4.2')).toBe('+$4.20');
    expect(signedMoney('-1.10')).toBe('\u2212$1.10');
    expect(signedMoney('1234.5')).toBe('+$1,234.50');
    expect(signedMoney('0.00')).toBe('$0.00');
    expect(signedMoney('-0.00')).toBe('$0.00');
    expect(signedMoney(null)).toBe('');
  });
});
