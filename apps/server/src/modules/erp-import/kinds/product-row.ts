import {
  CONVERSION_DECIMALS,
  DEFAULT_PRICE_DECIMALS,
  isWeightUnit,
  MAX_SUBSTITUTES,
  QUANTITY_DECIMALS,
  substituteListProblems,
  WEIGHT_UNITS,
} from '@storefront/domain';
import type { ImportColumn } from '../import-kind';
import { RowReader } from '../row-reader';

/** Units a product row may carry: unit_1 ... unit_4, each with its conversion, sell-by and price-by columns. */
export const PRODUCT_UNIT_SLOTS = 4;
const UNIT_CODE = /^[A-Z0-9]{1,4}$/;

interface UnitRow {
  unit: string;
  conversion: string;
  sellBy: boolean;
  multiple: string;
  priceBy: boolean;
  decimals: number;
}

export interface ProductRow {
  code: string;
  description: string;
  catalogDescription: string;
  brand: string;
  mainCategory: string;
  mainCategoryName: string;
  category: string;
  categoryName: string;
  packSize: string;
  stockUnit: string;
  pricingUnit: string;
  units: UnitRow[];
  defaultQuantity: string;
  defaultUnit: string;
  taxable: boolean;
  active: boolean;
  sequence: number;
  imageFile: string;
  warehouse: string;
  /** Issue 31: catch weight (Y only for a pricing unit of LB or KG); null when the file has no catch_weight column (kept as stored, N for a new product). */
  catchWeight: boolean | null;
  /** Issue 31: the substitutes' codes in order; null when the file has no substitutes column (kept as stored). */
  substitutes: string[] | null;
}

/** The substitutes cell: product codes separated by '|'. */
const SUBSTITUTE_SEPARATOR = '|';

const unitColumns = (n: number): ImportColumn[] => [
  {
    name: `unit_${n}`,
    required: n === 1,
    description: `Unit ${n}: a code of 1 to 4 letters (CS, EA, LB)`,
    example: ['CS', 'EA', '', ''].at(n - 1) ?? '',
  },
  {
    name: `unit_${n}_conversion`,
    required: n === 1,
    description: `Stock units in one unit ${n} (up to 4 decimals; the stock unit's is 1)`,
    example: ['12', '1', '', ''].at(n - 1) ?? '',
  },
  {
    name: `unit_${n}_sell_by`,
    required: false,
    description: `Y when unit ${n} can be ordered`,
    example: ['Y', 'Y', '', ''].at(n - 1) ?? '',
  },
  {
    name: `unit_${n}_multiple`,
    required: false,
    description: `Unit ${n} is ordered in multiples of this (0: any quantity)`,
    example: ['0', '0', '', ''].at(n - 1) ?? '',
  },
  {
    name: `unit_${n}_price_by`,
    required: false,
    description: `Y when unit ${n} can be priced by`,
    example: ['Y', 'Y', '', ''].at(n - 1) ?? '',
  },
  {
    name: `unit_${n}_price_decimals`,
    required: false,
    description: `Decimals of a price per unit ${n} (0 to 4; default 2)`,
    example: ['2', '2', '', ''].at(n - 1) ?? '',
  },
];

export const PRODUCT_COLUMNS: readonly ImportColumn[] = [
  {
    name: 'product_code',
    required: true,
    description: 'The item number (up to 20 characters, no spaces)',
    example: '210006',
  },
  {
    name: 'description',
    required: true,
    description: 'The name shown in the catalogue (up to 80 characters)',
    example: 'Whole Milk, Gallon',
  },
  {
    name: 'catalog_description',
    required: false,
    description: 'The longer text of the product page',
    example: 'Grade A pasteurized whole milk.',
  },
  { name: 'brand', required: false, description: 'Brand (up to 40 characters)', example: 'Casco Bay Dairy' },
  { name: 'main_category_code', required: true, description: 'Main category code (up to 10)', example: 'DAIRY' },
  {
    name: 'main_category_name',
    required: false,
    description: 'Its name: creates or renames the main category',
    example: 'Dairy & Eggs',
  },
  { name: 'category_code', required: true, description: 'Category code (up to 10)', example: 'MILK' },
  {
    name: 'category_name',
    required: false,
    description: 'Its name: creates or renames the category',
    example: 'Milk & Cream',
  },
  { name: 'pack_size', required: false, description: 'The pack as printed (4/1 GAL)', example: '4/1 GAL' },
  {
    name: 'stock_unit',
    required: true,
    description: 'The unit stock is counted in: one of the units, with conversion 1',
    example: 'EA',
  },
  {
    name: 'pricing_unit',
    required: true,
    description: 'The unit the base price is quoted in: a price-by unit',
    example: 'CS',
  },
  ...Array.from({ length: PRODUCT_UNIT_SLOTS }, (_, i) => unitColumns(i + 1)).flat(),
  {
    name: 'default_quantity',
    required: false,
    description: 'Quantity a product card starts at (default 1)',
    example: '1',
  },
  {
    name: 'default_unit',
    required: false,
    description: 'Unit a product card starts at: a sell-by unit (default the first)',
    example: 'CS',
  },
  { name: 'taxable', required: false, description: 'Y when sales tax applies (default N)', example: 'N' },
  { name: 'active', required: false, description: 'N hides the product from the catalogue (default Y)', example: 'Y' },
  {
    name: 'sequence',
    required: false,
    description: 'Position in the Sequence sort (whole number; default 0)',
    example: '100',
  },
  {
    name: 'image_file',
    required: false,
    description:
      "The picture's file name in the image folder (npm run import -- images <folder> renders it); without it, a picture named after the product code",
    example: '210006.jpg',
  },
  { name: 'warehouse', required: false, description: 'Warehouse code (default 01)', example: '01' },
  {
    name: 'catch_weight',
    required: false,
    description: `Y when sold by the case but priced by weight and invoiced at the weight shipped: needs a pricing_unit of ${WEIGHT_UNITS.join(' or ')} (default N; without the column a product keeps its flag)`,
    example: 'N',
  },
  {
    name: 'substitutes',
    required: false,
    description: `Codes of the products offered in its place when it cannot be filled, in order, separated by ${SUBSTITUTE_SEPARATOR} (at most ${MAX_SUBSTITUTES}); each already in the catalogue or on a row of the file before this one; empty removes them, without the column a product keeps its own`,
    example: '',
  },
];

function readUnits(r: RowReader): UnitRow[] {
  const units: UnitRow[] = [];
  for (let n = 1; n <= PRODUCT_UNIT_SLOTS; n++) {
    const unit = r.code(`unit_${n}`, 4, { required: n === 1 });
    const rest = [
      `unit_${n}_conversion`,
      `unit_${n}_sell_by`,
      `unit_${n}_multiple`,
      `unit_${n}_price_by`,
      `unit_${n}_price_decimals`,
    ];
    if (unit === '') {
      if (rest.some((c) => r.text(c, 40) !== ''))
        r.problem(`unit_${n}`, `is empty but unit ${n}'s other columns are not`);
      continue;
    }
    if (!UNIT_CODE.test(unit)) r.problem(`unit_${n}`, 'must be 1 to 4 letters or digits');
    if (units.some((u) => u.unit === unit)) r.problem(`unit_${n}`, `${unit} is named twice`);
    const conversion = r.decimal(`unit_${n}_conversion`, CONVERSION_DECIMALS, { required: true });
    if (conversion !== null && Number(conversion) <= 0) r.problem(`unit_${n}_conversion`, 'must be above 0');
    units.push({
      unit,
      conversion: conversion ?? '1',
      sellBy: r.flag(`unit_${n}_sell_by`, true),
      multiple: r.decimal(`unit_${n}_multiple`, QUANTITY_DECIMALS, { min: 0 }) ?? '0',
      priceBy: r.flag(`unit_${n}_price_by`, true),
      decimals: r.int(`unit_${n}_price_decimals`, { min: 0, max: DEFAULT_PRICE_DECIMALS }) ?? 2,
    });
  }
  return units;
}

/** The substitutes cell as codes, trimmed and upper-cased ('' reads as none). */
function readSubstitutes(r: RowReader): string[] {
  const cell = r.text('substitutes', 1000);
  return cell === '' ? [] : cell.split(SUBSTITUTE_SEPARATOR).map((c) => c.trim().toUpperCase());
}

export function parseProduct(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const units = readUnits(r);
  const row: ProductRow = {
    code: r.code('product_code', 20),
    description: r.text('description', 80, { required: true }),
    catalogDescription: r.text('catalog_description', 4000),
    brand: r.text('brand', 40),
    mainCategory: r.code('main_category_code', 10),
    mainCategoryName: r.text('main_category_name', 60),
    category: r.code('category_code', 10),
    categoryName: r.text('category_name', 60),
    packSize: r.text('pack_size', 40),
    stockUnit: r.code('stock_unit', 4),
    pricingUnit: r.code('pricing_unit', 4),
    units,
    defaultQuantity: r.decimal('default_quantity', QUANTITY_DECIMALS, { min: 0 }) ?? '1',
    defaultUnit: r.code('default_unit', 4, { required: false }),
    taxable: r.flag('taxable', false),
    active: r.flag('active', true),
    sequence: r.int('sequence', { min: 0, max: 2_000_000_000 }) ?? 0,
    imageFile: r.text('image_file', 100),
    warehouse: r.code('warehouse', 10, { required: false }) || '01',
    catchWeight: values.catch_weight === undefined ? null : r.flag('catch_weight', false),
    substitutes: values.substitutes === undefined ? null : readSubstitutes(r),
  };
  if (row.catchWeight && row.pricingUnit && !isWeightUnit(row.pricingUnit))
    r.problem('catch_weight', `Y needs a pricing_unit of ${WEIGHT_UNITS.join(' or ')}, not ${row.pricingUnit}`);
  if (row.substitutes) for (const p of substituteListProblems(row.code, row.substitutes)) r.problem('substitutes', p);
  const unit = (code: string) => units.find((u) => u.unit === code);
  const stock = unit(row.stockUnit);
  if (row.stockUnit && !stock) r.problem('stock_unit', `${row.stockUnit} is not one of the product's units`);
  else if (stock && Number(stock.conversion) !== 1) r.problem('stock_unit', `${row.stockUnit}'s conversion must be 1`);
  const pricing = unit(row.pricingUnit);
  if (row.pricingUnit && !pricing?.priceBy)
    r.problem('pricing_unit', `${row.pricingUnit} is not a price-by unit of the product`);
  const sellBys = units.filter((u) => u.sellBy);
  if (row.defaultUnit && !unit(row.defaultUnit)?.sellBy)
    r.problem('default_unit', `${row.defaultUnit} is not a sell-by unit of the product`);
  row.defaultUnit ||= sellBys[0]?.unit ?? row.pricingUnit;
  if (/[\\/]|^\.+$/.test(row.imageFile)) r.problem('image_file', 'must be a file name, not a path');
  return r.done(row);
}
