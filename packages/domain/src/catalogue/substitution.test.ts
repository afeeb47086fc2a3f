import { describe, expect, it } from 'vitest';
import { isSubstitutionPreference, mayShipSubstitute, offersSubstitutes } from './substitution';

describe('substitution preference', () => {
  it('offers substitutes in the cart unless the buyer says never, or no substitutes for the line', () => {
    expect(offersSubstitutes('allow', false)).toBe(true);
    expect(offersSubstitutes('ask', false)).toBe(true);
    expect(offersSubstitutes('never', false)).toBe(false);
    expect(offersSubstitutes('allow', true)).toBe(false);
  });
  it('ships a substitute at invoice only when allowed and the line does not refuse it', () => {
    expect(mayShipSubstitute('allow', false)).toBe(true);
    expect(mayShipSubstitute('ask', false)).toBe(false);
    expect(mayShipSubstitute('never', false)).toBe(false);
    expect(mayShipSubstitute('allow', true)).toBe(false);
  });
  it('knows its three values', () => {
    expect(isSubstitutionPreference('ask')).toBe(true);
    expect(isSubstitutionPreference('sometimes')).toBe(false);
    expect(isSubstitutionPreference(null)).toBe(false);
  });
});
