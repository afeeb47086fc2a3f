import { defined } from '@storefront/domain';
import { CATEGORIES } from '../catalogue-data';
import { toFixedDecimals } from '../catalogue-prices';
import { BEVERAGE_ROWS } from './beverage.rows';
import { CLEAN_ROWS } from './clean.rows';
import { DAIRY_ROWS } from './dairy.rows';
import type { DemoRow, DemoRows } from './demo-row';
import { DRY_ROWS } from './dry.rows';
import { FROZEN_ROWS } from './frozen.rows';
import { MEAT_ROWS } from './meat.rows';
import { PAPER_ROWS } from './paper.rows';
import { PRODUCE_ROWS } from './produce.rows';
import { SEAFOOD_ROWS } from './seafood.rows';

/** Kept for order history, never listed. */
export const DISCONTINUED_CODES: ReadonlySet<string> = new Set(['250010']);

/** Units a count pack ('1000 CT', '15 DZ') counts eaches in. */
const COUNT_UNITS = new Set(['CT', 'DZ', 'ROLL', 'HEAD', 'BUNCH', 'BOX']);

export interface DemoPack {
  /** Eaches in a case. */
  count: number;
  /** Size of one each in `unit`; 1 for count packs. */
  size: number;
  unit: string;
  /** The printed size of one each is an average (catch weight). */
  average: boolean;
}

export interface DemoUnit {
  unit: 'CS' | 'EA' | 'LB';
  /** Stock units in one of this unit, at most 4 decimals. */
  conversion: string;
  sell: boolean;
  multiple: number;
  price: boolean;
  priceDecimals: number;
}

export interface DemoProduct {
  code: string;
  description: string;
  brand: string;
  main: string;
  category: string;
  packText: string;
  pack: DemoPack;
  stockUnit: 'LB' | 'EA';
  pricingUM: 'CS' | 'EA' | 'LB';
  units: DemoUnit[];
  /** Per pricing unit, at its decimals. */
  basePrice: string;
  /** Whether the product has a picture: a drawn package with a printed label. */
  picture: boolean;
  /** The mark on the label (a Noto Emoji or drawn mark name), or null for a label without one. */
  mark: string | null;
  detailPicture: boolean;
  active: boolean;
}

const ROWS_BY_MAIN: Readonly<Record<string, DemoRows>> = {
  MEAT: MEAT_ROWS,
  SEAFOOD: SEAFOOD_ROWS,
  DAIRY: DAIRY_ROWS,
  PRODUCE: PRODUCE_ROWS,
  DRY: DRY_ROWS,
  BEV: BEVERAGE_ROWS,
  FROZEN: FROZEN_ROWS,
  PAPER: PAPER_ROWS,
  CLEAN: CLEAN_ROWS,
};

/** '4/10 LB', '2/14 LB AVG', '6/#10 CAN', '1000 CT'. */
export function parsePack(text: string): DemoPack {
  const split = /^(\d+)\/(#?[\d.]+) ([A-Z]+)( AVG)?$/.exec(text);
  if (split?.[1] && split[2] && split[3]) {
    const size = split[2].startsWith('#') ? 1 : Number(split[2]);
    return {
      count: Number(split[1]),
      size,
      unit: split[2].startsWith('#') ? `${split[2]} ${split[3]}` : split[3],
      average: split[4] !== undefined,
    };
  }
  const counted = /^(\d+) ([A-Z]+)$/.exec(text);
  if (counted?.[1] && counted[2] && COUNT_UNITS.has(counted[2]))
    return { count: Number(counted[1]), size: 1, unit: counted[2], average: false };
  throw new Error(`Unreadable pack '${text}'`);
}

type UnitName = DemoUnit['unit'];
const UNIT_NAMES: readonly UnitName[] = ['CS', 'EA', 'LB'];
const asUnit = (text: string): UnitName => {
  const unit = UNIT_NAMES.find((u) => u === text);
  if (!unit) throw new Error(`Unknown unit '${text}'`);
  return unit;
};

/** 'CS EA*6 / CS EA' to its sell-by units with multiples and its price-by units in order. */
export function parseUnits(text: string): { sell: Map<UnitName, number>; price: UnitName[] } {
  const [sellText, priceText] = text.split(' / ');
  if (sellText === undefined || priceText === undefined) throw new Error(`Units need 'sell / price': '${text}'`);
  const sell = new Map<UnitName, number>();
  for (const part of sellText.split(' ')) {
    const [unit = '', multiple = '1'] = part.split('*');
    sell.set(asUnit(unit), Number(multiple));
  }
  return { sell, price: priceText.split(' ').map(asUnit) };
}

const four = (value: number) => String(Number(toFixedDecimals(value, 4)));

function productOf(row: DemoRow, main: string, category: string): DemoProduct {
  const [code, description, brand, packText, unitsText, basePrice, pictureText] = row;
  const pack = parsePack(packText);
  const { sell, price } = parseUnits(unitsText);
  const stockUnit = price.includes('LB') ? 'LB' : 'EA';
  const weighed = pack.unit === 'LB';
  const each = stockUnit === 'LB' ? pack.size : 1;
  const conversions: Partial<Record<UnitName, string>> = { CS: four(pack.count * each), EA: four(each) };
  // Only a weight pack converts to pounds; a count of cups has no honest weight.
  if (weighed) conversions.LB = four(stockUnit === 'LB' ? 1 : 1 / pack.size);
  const units = UNIT_NAMES.flatMap((unit): DemoUnit[] => {
    const conversion = conversions[unit];
    if (conversion === undefined) return [];
    return [
      {
        unit,
        conversion,
        sell: sell.has(unit),
        multiple: sell.get(unit) ?? 0,
        price: price.includes(unit),
        priceDecimals: unit === 'LB' ? 3 : 2,
      },
    ];
  });
  return {
    code,
    description,
    brand,
    main,
    category,
    packText,
    pack,
    stockUnit,
    pricingUM: defined(price[0], `a price-by unit of ${code}`),
    units,
    basePrice,
    picture: pictureText !== '',
    mark: ['', 'label', 'label+'].includes(pictureText) ? null : pictureText.replace(/\+$/, ''),
    detailPicture: pictureText.endsWith('+'),
    active: !DISCONTINUED_CODES.has(code),
  };
}

/** The demo catalogue in category order, as the data files list it. */
export function demoProducts(): DemoProduct[] {
  return CATEGORIES.flatMap((spec) =>
    (ROWS_BY_MAIN[spec.main]?.[spec.code] ?? []).map((row) => productOf(row, spec.main, spec.code)),
  );
}

/** Every row of every data file, with the main category of its file: what the tests check against the category list. */
export function allDemoRows(): { main: string; category: string; row: DemoRow }[] {
  return Object.entries(ROWS_BY_MAIN).flatMap(([main, rows]) =>
    Object.entries(rows).flatMap(([category, list]) => list.map((row) => ({ main, category, row }))),
  );
}
