import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/routes/route-paths';
import { MENU_SECTIONS } from './menu-sections';

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
});
