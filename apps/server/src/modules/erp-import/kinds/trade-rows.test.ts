import { describe, expect, it } from 'vitest';
import { parseCustomer } from './customers.kind';
import { parseShipTo } from './shiptos.kind';
import { parseUser } from './users.kind';

const problems = (parsed: { ok: boolean; problems?: { column: string; reason: string }[] }) =>
  parsed.ok ? [] : parsed.problems!.map((p) => [p.column, p.reason]);

describe('customers, ship-tos and users rows of an ERP file', () => {
  it('reads a customer with the defaults of its empty cells', () => {
    const parsed = parseCustomer({ customer_code: ' baybis ', name: 'Bayside Bistro', phone: '(207) 555-0110 x12' });
    expect(parsed).toEqual({
      ok: true,
      row: {
        code: 'BAYBIS',
        name: 'Bayside Bistro',
        address1: '',
        address2: '',
        city: '',
        state: '',
        zip: '',
        phone: '207555011012',
        priceLevel: 0,
        creditLimit: '0.00',
        termsDays: 30,
        taxRate: '0.0000',
        requiredPO: false,
        defaultPO: '',
        active: true,
      },
    });
  });

  it("refuses a customer's out-of-range cells, each with its column", () => {
    const parsed = parseCustomer({
      customer_code: 'BAY BIS',
      name: '',
      state: 'M1',
      tax_rate: '1.5',
      credit_limit: '12.345',
      default_po: 'P'.repeat(21),
    });
    expect(problems(parsed)).toEqual([
      ['customer_code', 'must not contain spaces'],
      ['name', 'is required'],
      ['state', 'must be 2 letters'],
      ['credit_limit', 'has more than 2 decimals'],
      ['tax_rate', 'must be at most 1'],
      ['default_po', 'is longer than 20 characters'],
    ]);
  });

  it('reads a ship-to whose tax rate is left to its customer and which does not claim to be primary', () => {
    const parsed = parseShipTo({
      customer_code: 'baybis',
      shipto_code: 'pier',
      name: 'Pier',
      delivery_days: 'Mon Thu',
    });
    expect(parsed).toMatchObject({
      ok: true,
      row: {
        customerCode: 'BAYBIS',
        shipToCode: 'PIER',
        deliveryDays: '2,5',
        cutoffTime: '15:00',
        leadDays: 1,
        taxRate: null,
        primary: false,
      },
    });
    expect(
      problems(parseShipTo({ customer_code: 'X', shipto_code: 'Y', name: 'Z', small_order_charge: '1e3' })),
    ).toEqual([['small_order_charge', '"1e3" is not a number']]);
  });

  it('reads a salesperson with the customers it acts for, a username lower-cased', () => {
    const parsed = parseUser({
      username: 'Rep.North',
      email: 'Rep@Harbor.example',
      name: 'Rep North',
      salesperson: 'Y',
      customers: ' nortav|BAYBIS  nortav ',
    });
    expect(parsed).toEqual({
      ok: true,
      row: {
        username: 'rep.north',
        email: 'rep@harbor.example',
        name: 'Rep North',
        customerCode: '',
        salesperson: true,
        customers: ['BAYBIS', 'NORTAV'],
        admin: false,
        active: true,
      },
    });
  });

  it('refuses a user without an e-mail to mail its password link to, or with a customer a salesperson cannot have', () => {
    expect(problems(parseUser({ username: 'jo', name: 'Jo', customer_code: 'BAYBIS' }))).toEqual([
      ['email', 'is required'],
    ]);
    expect(
      problems(
        parseUser({ username: 'jo', email: 'jo@x.example', name: 'Jo', salesperson: 'Y', customer_code: 'BAYBIS' }),
      ),
    ).toEqual([['customer_code', 'must be empty for a salesperson: list the customers it acts for in customers']]);
  });
});
