import { describe, expect, it } from 'vitest';
import { deriveUserType, needsShipMethod } from './user-type';

describe('deriveUserType', () => {
  it('is Public without a token, whatever else is known', () => {
    expect(deriveUserType({ hasToken: false, sessionType: 'Normal', isSalesperson: true })).toBe('Public');
  });
  it('maps the session type and salesperson flag', () => {
    expect(deriveUserType({ hasToken: true, sessionType: 'Guest' })).toBe('Public');
    expect(deriveUserType({ hasToken: true, sessionType: 'Consumer' })).toBe('Consumer');
    expect(deriveUserType({ hasToken: true, sessionType: 'Normal', isSalesperson: true })).toBe('Salesperson');
    expect(deriveUserType({ hasToken: true, sessionType: 'Normal', isSalesperson: false })).toBe('Customer');
  });
});

describe('needsShipMethod', () => {
  it('asks a consumer (customer key 0) without a ship method', () => {
    expect(needsShipMethod({ userType: 'Consumer', customerKey: 0, shipMethod: null })).toBe(true);
    expect(needsShipMethod({ userType: 'Consumer', customerKey: 0, shipMethod: 'Pickup' })).toBe(false);
  });
  it('never asks a salesperson or a user with a customer key', () => {
    expect(needsShipMethod({ userType: 'Salesperson', customerKey: 0, shipMethod: null })).toBe(false);
    expect(needsShipMethod({ userType: 'Customer', customerKey: 12, shipMethod: null })).toBe(false);
  });
});
