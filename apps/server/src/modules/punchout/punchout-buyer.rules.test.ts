import { describe, expect, it } from 'vitest';
import { buyerUnitOf, frameAncestorsOf, isAllowedReturnUrl, returnUrlProblem } from './punchout-buyer.rules';

describe('allowed return URLs', () => {
  const demo = ['http://localhost', 'http://127.0.0.1'];

  it('lets an entry without port or path allow any port and path on its host and scheme', () => {
    expect(isAllowedReturnUrl('http://localhost:4123/receive?x=1', demo)).toBe(true);
    expect(isAllowedReturnUrl('http://127.0.0.1/sap/bc/gui', demo)).toBe(true);
    expect(isAllowedReturnUrl('https://localhost/receive', demo)).toBe(false);
    expect(isAllowedReturnUrl('http://localhost.attacker.example/receive', demo)).toBe(false);
    expect(isAllowedReturnUrl('http://evil@localhost/receive', demo)).toBe(false);
  });

  it('holds a path entry to that path and below, and a port entry to that port', () => {
    const rules = ['https://buyer.example/ariba/', 'https://erp.example:8443/hook'];
    expect(isAllowedReturnUrl('https://buyer.example/ariba/return', rules)).toBe(true);
    expect(isAllowedReturnUrl('https://buyer.example/aribax', rules)).toBe(false);
    expect(isAllowedReturnUrl('https://buyer.example/other', rules)).toBe(false);
    // An entry without a port allows any port of its host (as the demo's http://localhost does).
    expect(isAllowedReturnUrl('https://buyer.example:444/ariba/return', rules)).toBe(true);
    expect(isAllowedReturnUrl('https://erp.example:8443/hook', rules)).toBe(true);
    expect(isAllowedReturnUrl('https://erp.example:8443/hook/more', rules)).toBe(true);
    expect(isAllowedReturnUrl('https://erp.example/hook', rules)).toBe(false);
  });

  it('refuses what is not an http(s) address', () => {
    expect(isAllowedReturnUrl('javascript:alert(1)', ['http://localhost'])).toBe(false);
    expect(isAllowedReturnUrl('not a url', ['http://localhost'])).toBe(false);
    expect(isAllowedReturnUrl('http://localhost/x', ['ftp://localhost'])).toBe(false);
  });

  it('turns the rules into frame-ancestors sources', () => {
    expect(frameAncestorsOf([...demo, 'https://erp.example:8443/hook', 'https://erp.example:8443/other'])).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://erp.example:8443',
    ]);
  });

  it('says what is wrong with an entry an administrator typed', () => {
    expect(returnUrlProblem('https://buyer.example/ariba')).toBeNull();
    expect(returnUrlProblem('buyer.example')).toMatch(/http/);
    expect(returnUrlProblem('https://u:p@buyer.example/')).toMatch(/user name/);
    expect(returnUrlProblem('https://buyer.example/?q=1')).toMatch(/query/);
  });
});

describe('units in the buyer’s code list', () => {
  it('takes the buyer’s map first, then UN/CEFACT codes, then our own', () => {
    expect(buyerUnitOf('CS', { CS: 'XCS' })).toBe('XCS');
    expect(buyerUnitOf('CS', {})).toBe('CA');
    expect(buyerUnitOf('LB', {})).toBe('LBR');
    expect(buyerUnitOf('KG', {})).toBe('KGM');
    expect(buyerUnitOf('DZ', {})).toBe('DZN');
    expect(buyerUnitOf('TRAY', {})).toBe('TRAY');
  });
});
