import { describe, expect, it } from 'vitest';
import { hookFields, OCI_LENGTHS, ociItemFields, type OciLine } from './oci-fields';

const line = (over: Partial<OciLine> = {}): OciLine => ({
  description: 'Ribeye Steak, Choice',
  quantity: '2.00',
  unit: 'CA',
  price: '189.500',
  priceUnit: 1,
  currency: 'USD',
  matGroup: '50000000',
  leadTimeDays: 1,
  vendorMat: 'MT1001',
  extProductId: 'WzEsIkNTIiwiTEIiXQ',
  longText: '',
  ...over,
});

describe('OCI item fields', () => {
  it('numbers every line from 1 with the OCI field names', () => {
    const fields = ociItemFields([line(), line({ vendorMat: 'MT1002' })]);
    const names = fields.map((f) => f.name);
    for (const n of [1, 2]) {
      for (const name of [
        'DESCRIPTION',
        'MATGROUP',
        'QUANTITY',
        'UNIT',
        'PRICE',
        'PRICEUNIT',
        'CURRENCY',
        'LEADTIME',
        'VENDORMAT',
        'EXT_PRODUCT_ID',
      ]) {
        expect(names).toContain(`NEW_ITEM-${name}[${n}]`);
      }
    }
    expect(fields.find((f) => f.name === 'NEW_ITEM-VENDORMAT[2]')?.value).toBe('MT1002');
    expect(names.some((n) => n.includes('[0]') || n.includes('[3]'))).toBe(false);
  });

  it('keeps every field within its OCI length and puts a long description whole into LONGTEXT', () => {
    const long = 'Atlantic Salmon Fillet, Skin-On, Pin-Bone Out, Fresh, Trim D, 2-3 lb average';
    const fields = ociItemFields([line({ description: long, unit: 'CASE', longText: 'Deliver before 7 am' })]);
    const value = (name: string) => fields.find((f) => f.name === name)?.value ?? '';
    expect(value('NEW_ITEM-DESCRIPTION[1]')).toBe(long.slice(0, OCI_LENGTHS.DESCRIPTION));
    expect(value('NEW_ITEM-UNIT[1]')).toHaveLength(OCI_LENGTHS.UNIT);
    const longText = fields.filter((f) => f.name === 'NEW_ITEM-LONGTEXT_1:132[]').map((f) => f.value);
    expect(longText.join('')).toBe(`${long}\nDeliver before 7 am`);
    expect(longText.every((piece) => piece.length <= OCI_LENGTHS.LONGTEXT)).toBe(true);
  });

  it('splits a long text into 132-character pieces of the same array field', () => {
    const fields = ociItemFields([line({ longText: 'x'.repeat(300) })]);
    const pieces = fields.filter((f) => f.name === 'NEW_ITEM-LONGTEXT_1:132[]').map((f) => f.value.length);
    expect(pieces).toEqual([132, 132, 36]);
  });

  it('refuses quantities and prices that are not plain decimals within their length', () => {
    expect(() => ociItemFields([line({ quantity: '1,000.00' })])).toThrow(/QUANTITY/);
    expect(() => ociItemFields([line({ price: '1e3' })])).toThrow(/PRICE/);
    expect(() => ociItemFields([line({ price: '1234567890123.456' })])).toThrow(/PRICE/);
  });

  it("gives back the HOOK_URL's own query parameters and the caller's fields", () => {
    expect(hookFields('http://erp.example/hook?sap-client=100&x=a%20b', { '~OkCode': 'ADDI' })).toEqual([
      { name: 'sap-client', value: '100' },
      { name: 'x', value: 'a b' },
      { name: '~OkCode', value: 'ADDI' },
    ]);
  });
});
