/** SAP OCI 4.0 field lengths of the NEW_ITEM fields we send. */
export const OCI_LENGTHS = {
  DESCRIPTION: 40,
  MATGROUP: 10,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  PRICEUNIT: 9,
  CURRENCY: 5,
  LEADTIME: 5,
  VENDORMAT: 40,
  EXT_PRODUCT_ID: 40,
  LONGTEXT: 132,
} as const;

export interface OciLine {
  description: string;
  /** Plain decimal in the ordered unit. */
  quantity: string;
  /** The buyer's code of the ordered unit. */
  unit: string;
  /** Plain decimal per PRICEUNIT ordered units. */
  price: string;
  priceUnit: number;
  currency: string;
  matGroup: string;
  leadTimeDays: number;
  vendorMat: string;
  extProductId: string;
  /** Text the 40-character description cannot hold, and the line's notes. */
  longText: string;
}

export interface OciField {
  name: string;
  value: string;
}

function fit(value: string, length: number): string {
  return [...value].slice(0, length).join('');
}

function checkedNumber(value: string, length: number, name: string): string {
  if (!/^\d+(\.\d+)?$/.test(value) || value.length > length)
    throw new Error(`OCI ${name} '${value}' is not a plain decimal of at most ${length} characters`);
  return value;
}

/**
 * The NEW_ITEM-*[n] fields of an OCI return, numbered from 1, each within OCI's length: a longer description
 * goes on whole into LONGTEXT; quantities and prices are plain decimals (no thousands separator, a point).
 */
export function ociItemFields(lines: readonly OciLine[]): OciField[] {
  const fields: OciField[] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const add = (name: string, value: string) => fields.push({ name: `NEW_ITEM-${name}[${n}]`, value });
    add('DESCRIPTION', fit(line.description, OCI_LENGTHS.DESCRIPTION));
    add('MATGROUP', fit(line.matGroup, OCI_LENGTHS.MATGROUP));
    add('QUANTITY', checkedNumber(line.quantity, OCI_LENGTHS.QUANTITY, 'QUANTITY'));
    add('UNIT', fit(line.unit, OCI_LENGTHS.UNIT));
    add('PRICE', checkedNumber(line.price, OCI_LENGTHS.PRICE, 'PRICE'));
    add('PRICEUNIT', checkedNumber(String(line.priceUnit), OCI_LENGTHS.PRICEUNIT, 'PRICEUNIT'));
    add('CURRENCY', fit(line.currency, OCI_LENGTHS.CURRENCY));
    add('LEADTIME', checkedNumber(String(line.leadTimeDays), OCI_LENGTHS.LEADTIME, 'LEADTIME'));
    add('VENDORMAT', fit(line.vendorMat, OCI_LENGTHS.VENDORMAT));
    add('EXT_PRODUCT_ID', fit(line.extProductId, OCI_LENGTHS.EXT_PRODUCT_ID));
    const longText = [line.description.length > OCI_LENGTHS.DESCRIPTION ? line.description : '', line.longText]
      .filter(Boolean)
      .join('\n');
    // An array field: as many inputs of the same name as 132-character pieces.
    const chars = [...longText];
    for (let at = 0; at < chars.length; at += OCI_LENGTHS.LONGTEXT) {
      fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: chars.slice(at, at + OCI_LENGTHS.LONGTEXT).join('') });
    }
  });
  return fields;
}

/** The HOOK_URL's own query parameters, which OCI asks back as hidden inputs beside the items (and ~OkCode, ~Target, ~Caller). */
export function hookFields(hookUrl: string, caller: Record<string, string>): OciField[] {
  const url = new URL(hookUrl);
  const fields: OciField[] = [...url.searchParams].map(([name, value]) => ({ name, value }));
  for (const [name, value] of Object.entries(caller)) fields.push({ name, value });
  return fields;
}
