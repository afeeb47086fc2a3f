import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './first-screen-data';

describe('scriptSafeJson', () => {
  it('cannot close the script element it is in, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- a \u2028 b \u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
