import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes an object, its arrays and the objects in them, and returns it', () => {
    const product = { key: 1, sellBys: [{ unit: 'CS' }], defaults: { quantity: '1' } };
    expect(deepFreeze(product)).toBe(product);
    expect(() => {
      product.key = 2;
    }).toThrow(TypeError);
    expect(() => product.sellBys.push({ unit: 'EA' })).toThrow(TypeError);
    expect(() => {
      product.sellBys[0]!.unit = 'EA';
    }).toThrow(TypeError);
    expect(() => {
      product.defaults.quantity = '2';
    }).toThrow(TypeError);
  });

  it('leaves primitives, null, maps and sets alone', () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(3)).toBe(3);
    const map = new Map([[1, 'a']]);
    deepFreeze({ map });
    map.set(2, 'b');
    expect(map.size).toBe(2);
  });
});
