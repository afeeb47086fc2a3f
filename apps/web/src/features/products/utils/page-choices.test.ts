import { describe, expect, it } from 'vitest';
import { chooseLayout, chooseSort, defaultSort, showLayoutSwitch } from './page-choices';
import { userLayoutKey } from '../../../lib/catalogue/page-choice-keys';

describe('sort default', () => {
  it('uses the saved default from the settings (the global one for guests), else Description', () => {
    expect(defaultSort({ defaultPageSortBy: 'Brand' })).toBe('Brand');
    expect(defaultSort(null)).toBe('Description');
    expect(defaultSort({ defaultPageSortBy: 'Nonsense' as never })).toBe('Description');
  });
  it("keeps this tab's valid choice", () => {
    expect(chooseSort('ProductCode', { defaultPageSortBy: 'Brand' })).toBe('ProductCode');
    expect(chooseSort('k0', { defaultPageSortBy: 'Sequence' })).toBe('Sequence');
    expect(chooseSort(null, undefined)).toBe('Description');
  });
});

describe('layout', () => {
  it('follows the saved choice, then the default, then Grid', () => {
    expect(chooseLayout('List', { defaultPageLayout: 'Grid' }, false)).toBe('List');
    expect(chooseLayout(null, { defaultPageLayout: 'List' }, false)).toBe('List');
    expect(chooseLayout('bogus', null, false)).toBe('Grid');
  });
  it('offers Quick Entry only when the cart provides it', () => {
    expect(chooseLayout('QuickEntry', null, true)).toBe('QuickEntry');
    expect(chooseLayout('QuickEntry', null, false)).toBe('Grid');
    expect(chooseLayout(null, { defaultPageLayout: 'QuickEntry' }, false)).toBe('Grid');
  });
  it('hides the switch for an order guide or a small screen', () => {
    expect(showLayoutSwitch('', false)).toBe(true);
    expect(showLayoutSwitch('Standard', false)).toBe(false);
    expect(showLayoutSwitch('', true)).toBe(false);
  });
});

describe('userLayoutKey', () => {
  it('keys a user by name, case-insensitively, and keeps nothing for guests', () => {
    expect(userLayoutKey('customer')).toBe('storefront.preferences.customer.layout');
    expect(userLayoutKey('Consumer@Example.com')).toBe('storefront.preferences.consumer%40example.com.layout');
    expect(userLayoutKey(null)).toBeNull();
    expect(userLayoutKey('')).toBeNull();
  });
});
