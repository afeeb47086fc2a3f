import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('product substitutes on /admin (issue 31)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let salmon: number;

  const byCode = (code: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/substitutes?productCode=${encodeURIComponent(code)}`, headers });
  const save = (productKey: number | string, productCodes: unknown, headers = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productKey}/substitutes`,
      headers,
      payload: { productCodes } as object,
    });
  const codesOf = (body: { substitutes: { productCode: string }[] }) => body.substitutes.map((s) => s.productCode);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
    salmon = (await byCode('150001')).json().product.productKey;
  });
  afterAll(() => t.close());

  it("finds a product by its code as typed and lists the demo's substitutes in order", async () => {
    const res = await byCode(' 150-001 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product: { productCode: '150001', description: 'Atlantic Salmon Fillet, Skin-On', isActive: true },
      substitutes: [
        { productCode: '150002', description: 'Atlantic Salmon Fillet, Skinless Pin Bone Out' },
        { productCode: '170005', description: 'Salmon Portion, Skinless IQF' },
      ],
    });
    expect((await byCode('NOPE1')).json()).toEqual({ errorCode: 404, errorReason: 'No product has the code NOPE1' });
    const byKey = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${salmon}/substitutes`,
      headers: admin,
    });
    expect(byKey.json()).toEqual(res.json());
  });

  it('saves the list in the order given, and an empty list removes them', async () => {
    const saved = await save(salmon, ['170005', '150-002', '150003']);
    expect(saved.statusCode).toBe(200);
    expect(codesOf(saved.json())).toEqual(['170005', '150002', '150003']);
    expect(codesOf((await byCode('150001')).json())).toEqual(['170005', '150002', '150003']);
    expect(codesOf((await save(salmon, [])).json())).toEqual([]);
    expect(codesOf((await save(salmon, ['150002', '170005'])).json())).toEqual(['150002', '170005']);
  });

  it('refuses a list with a code twice, the product itself, unknown codes or more than ten, saying why', async () => {
    const reason = async (codes: unknown) => {
      const res = await save(salmon, codes);
      expect(res.statusCode).toBe(400);
      return res.json().errorReason;
    };
    expect(await reason(['150002', '150002'])).toBe('Named more than once: 150002');
    expect(await reason(['150001'])).toBe('150001 cannot be its own substitute');
    expect(await reason(['150002', 'ZZZ1', 'ZZZ2'])).toBe('No product has the code ZZZ1, ZZZ2');
    expect(await reason(['', '150002'])).toBe('A substitute product code is empty');
    const eleven = [...Array.from({ length: 10 }, (_, i) => String(100001 + i)), '110001'];
    expect(await reason(eleven)).toBe('A product names at most 10 substitutes; 11 were given');
    expect(await reason('150002')).toMatch(/productCodes/);
    expect(await reason([42])).toMatch(/productCodes/);
    // Nothing changed.
    expect(codesOf((await byCode('150001')).json())).toEqual(['150002', '170005']);
  });

  it('answers 404 for a product that does not exist, 400 for a malformed key, 401/403 for others than administrators', async () => {
    expect((await save(999_999, ['150002'])).statusCode).toBe(404);
    expect((await save('12x', ['150002'])).statusCode).toBe(400);
    expect((await byCode('')).statusCode).toBe(400);
    const buyer = await signInAs(t.app, 'customer');
    expect((await byCode('150001', buyer)).statusCode).toBe(403);
    expect((await save(salmon, [], buyer)).statusCode).toBe(403);
    expect((await save(salmon, [], {})).statusCode).toBe(401);
    expect(codesOf((await byCode('150001')).json())).toEqual(['150002', '170005']);
  });
});
