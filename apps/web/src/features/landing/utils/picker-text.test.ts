import { describe, expect, it } from 'vitest';
import { imageSourceStatus, isImageSourceError, productPickerDetail, productPickerLabel } from './picker-text';

describe('the landing editor pickers (issue 25 item 20)', () => {
  it('calls a typed image source missing once loading it failed, found once it loaded, and checking until then', () => {
    const src = '/img/landing/nope.webp';
    expect(imageSourceStatus('', null)).toBe('empty');
    expect(imageSourceStatus('   ', null)).toBe('empty');
    expect(imageSourceStatus('https://elsewhere.example/a.png', null)).toBe('unsafe');
    expect(imageSourceStatus('javascript:alert(1)', null)).toBe('unsafe');
    expect(imageSourceStatus(src, null)).toBe('checking');
    // A result for the source typed before is no answer for this one.
    expect(imageSourceStatus(src, { src: '/img/landing/other.webp', found: true })).toBe('checking');
    expect(imageSourceStatus(src, { src, found: false })).toBe('missing');
    expect(imageSourceStatus(` ${src} `, { src, found: true })).toBe('found');
    expect(['empty', 'unsafe', 'checking', 'found', 'missing'].filter((s) => isImageSourceError(s as never))).toEqual([
      'unsafe',
      'missing',
    ]);
  });

  it('shows a product by its code as displayed and its name, with its pack and brand below', () => {
    const product = {
      productCode: '210006',
      formattedProductCode: '210-006',
      description: 'Beef Ribeye Steak',
      brand: 'Harbor',
      additional: { packSize: '12/10 OZ' },
    };
    expect(productPickerLabel(product)).toBe('210-006 Beef Ribeye Steak');
    expect(productPickerLabel({ ...product, formattedProductCode: '' })).toBe('210006 Beef Ribeye Steak');
    expect(productPickerDetail(product)).toBe('Pack 12/10 OZ · Harbor');
    expect(productPickerDetail({ brand: '', additional: {} })).toBe('');
  });
});
