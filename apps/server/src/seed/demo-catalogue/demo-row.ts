/**
 * One product of the demo catalogue, as a reviewer reads it:
 *   code, description, brand, pack, units, base price, picture.
 * pack:    'count/size UNIT' ('4/1 GAL', '2/14 LB AVG') or 'count UNIT' for a case of
 *          countable eaches ('1000 CT', '15 DZ', '12 ROLL', '24 HEAD').
 * units:   'sell-by units / price-by units', a multiple after '*' ('CS EA*6 / CS EA').
 *          The stock unit is LB when LB is a price-by unit, else EA. Stock conversions
 *          follow from the pack: a 4/5 LB case stocked in LB has CS = 20, EA = 5, LB = 1;
 *          stocked in EA it has CS = 4, EA = 1 (and LB = 0.2 for a weight pack).
 * price:   the base price per the first price-by unit, at that unit's decimals (3 for LB,
 *          2 for CS and EA); other price-by units are derived from it (a broken case costs more).
 * picture: the mark printed on the product's drawn package (see product-picture.svg.ts): a Noto Emoji icon name or
 *          a drawn mark ('scallop-shell', 'wheat-ear') that shows what the product is, or 'label' for a label
 *          without a mark where no icon is right; '' keeps 'No Image'; a trailing '+' adds a detail picture.
 */
export type DemoRow = readonly [
  code: string,
  description: string,
  brand: string,
  pack: string,
  units: string,
  price: string,
  picture: string,
];

/** Rows by category code; the file they live in names their main category. */
export type DemoRows = Readonly<Record<string, readonly DemoRow[]>>;
