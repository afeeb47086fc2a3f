import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/routes/route-paths';
import { MENU_ENTRIES } from '@storefront/domain';
import { MENU_SECTIONS, visibleSections } from './menu-sections';

describe('MENU_SECTIONS', () => {
  const items = MENU_SECTIONS.flatMap((s) => s.items);

  it('names every item differently: a link is read out by its name alone, without its section', () => {
    const labels = items.map((i) => i.label);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
  });

  it("calls the catalogue 'Products' and the product history 'Product History'", () => {
    expect(items.find((i) => i.to === PATHS.products)?.label).toBe('Products');
    expect(items.find((i) => i.to === PATHS.historyProducts)?.label).toBe('Product History');
  });

  it('shows a punchout buyer only products, categories, cart and checkout: no Log Out (spec 1 §6)', () => {
    // Every entry visible: the menu still hides what punchout hides, whatever an override says.
    const menu = MENU_ENTRIES.map((key) => ({ key, visible: true, locked: false, logVisit: false }));
    const labels = (isPunchout: boolean) =>
      visibleSections({ menu, userType: 'Customer', isPunchout }).flatMap((s) => s.items.map((i) => i.label));
    expect(labels(true)).toEqual(['Products', 'Categories', 'Cart', 'Checkout']);
    expect(labels(false)).toEqual(expect.arrayContaining(['Order Guides', 'Summary', 'Settings', 'Log Out']));
  });
});
