import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it("takes the first and last words' initials, or a single word's first two letters", () => {
    expect(initials('Casey Customer')).toBe('CC');
    expect(initials('Sam A. Sales')).toBe('SS');
    expect(initials('admin')).toBe('AD');
  });

  it('leaves out a note in parentheses and what is not a letter or digit', () => {
    expect(initials('Demo Procurement (cXML)')).toBe('DP');
    expect(initials('Demo Procurement (SAP OCI)')).toBe('DP');
    expect(initials('— Ana  Ruiz —')).toBe('AR');
    expect(initials('  ')).toBe('?');
  });
});
