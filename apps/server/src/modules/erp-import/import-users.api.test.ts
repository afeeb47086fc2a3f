import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSET_PASSWORD_HASH } from '../../platform/auth/password-hash';
import { createTestApp, signInAs, type TestApp, tokenForm } from '../../test/test-app';
import { deliveredMail, linkToken, solveHumanCheck } from '../identity/accounts.fixtures';
import { csvOf, importNow, uploadImport } from './import.fixtures';
import { USER_COLUMNS } from './kinds/users.kind';

const HEADER = ['username', 'email', 'name', 'customer_code', 'salesperson', 'customers', 'admin', 'active'];
const row = (username: string, over: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const base: Record<string, string> = {
    username,
    email: `${username.toLowerCase()}@example.org`,
    name: `User ${username}`,
    customer_code: 'BAYBIS',
    salesperson: '',
    customers: '',
    admin: '',
    active: '',
    ...over,
  };
  return HEADER.map((h) => base[h] ?? '');
};
const rep = (username: string, customers: string, over: Partial<Record<(typeof HEADER)[number], string>> = {}) =>
  row(username, { customer_code: '', salesperson: 'Y', customers, ...over });

describe('ERP import of users (issue 30)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const user = (username: string) =>
    t.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  const actsFor = async (username: string) =>
    (
      await t.database.db
        .selectFrom('salesperson_customers as sc')
        .innerJoin('users as u', 'u.id', 'sc.user_id')
        .innerJoin('customers as c', 'c.id', 'sc.customer_id')
        .select('c.customer_code')
        .where('u.username', '=', username)
        .orderBy('c.customer_code')
        .execute()
    ).map((r) => r.customer_code);
  const signIn = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token',
      ...tokenForm({ grant_type: 'password', client_id: 'ecommerce', username, password }),
    });
  const mailsTo = async (to: string) => (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.to === to);
  const setPassword = async (resetToken: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { password, resetToken, verifyToken: await solveHumanCheck(t.app) },
    });

  it('serves a template whose example row a dry run accepts, writing and mailing nothing', async () => {
    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/import/users/template', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]!.split(',')).toEqual(USER_COLUMNS.map((c) => c.name));
    const mails = (await deliveredMail(t.app, t.config.mailDir)).length;
    const dry = await importNow(t, 'users', res.body, 'dryRun=true');
    expect(dry).toMatchObject({ state: 'done', counts: { read: 1, inserted: 1, refused: 0 } });
    expect(await user('jsmith')).toBeUndefined();
    expect((await deliveredMail(t.app, t.config.mailDir)).length).toBe(mails);
  });

  it('creates users without a password and mails each a link to choose one; the link sets it and the user signs in', async () => {
    const file = csvOf(HEADER, [row('JoBuyer'), rep('rep-north', 'MAPLEC|NORTAV  pinedl')]);
    const first = await importNow(t, 'users', file);
    expect(first.counts).toMatchObject({ read: 2, inserted: 2, updated: 0, unchanged: 0, refused: 0 });
    expect(await user('jobuyer')).toMatchObject({
      email: 'jobuyer@example.org',
      kind: 'customer',
      is_admin: 0,
      disabled: 0,
      password_hash: UNSET_PASSWORD_HASH,
    });
    expect(await user('rep-north')).toMatchObject({ kind: 'salesperson', customer_id: null });
    expect(await actsFor('rep-north')).toEqual(['MAPLEC', 'NORTAV', 'PINEDL']);

    // No password works yet, and the answer is the one an unknown user gets.
    const unknown = await signIn('nobody-here', 'Demo#2026');
    for (const password of ['Demo#2026', UNSET_PASSWORD_HASH]) {
      const res = await signIn('jobuyer', password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unknown.json());
    }

    // The link is a reset token that lasts a week.
    const link = await t.database.db
      .selectFrom('account_tokens as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.purpose', 'a.created_at', 'a.expires_at'])
      .where('u.username', '=', 'jobuyer')
      .executeTakeFirstOrThrow();
    expect(link.purpose).toBe('reset');
    expect(link.expires_at - link.created_at).toBe(7 * 24 * 3_600_000);

    const [mail] = await mailsTo('jobuyer@example.org');
    expect(mail!.subject).toContain('choose your password');
    expect(mail!.text).toContain('username jobuyer');
    const token = linkToken(mail!.text, '/changepassword');
    expect((await t.app.inject({ method: 'POST', url: '/api/password/userType', payload: { token } })).json()).toEqual({
      isB2B: true,
    });
    expect((await setPassword(token, 'Chosen#2027')).statusCode).toBe(200);
    expect((await setPassword(token, 'Again#2028')).statusCode).toBe(400);
    const jo = await signInAs(t.app, 'jobuyer', 'Chosen#2027');
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: jo })).json()).toMatchObject({
      customerCode: 'BAYBIS',
    });

    const [repMail] = await mailsTo('rep-north@example.org');
    expect((await setPassword(linkToken(repMail!.text, '/changepassword'), 'Chosen#2027')).statusCode).toBe(200);
    const repSession = await signInAs(t.app, 'rep-north', 'Chosen#2027');
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/list', headers: repSession });
    expect(
      list
        .json()
        .map((c: { customerCode: string }) => c.customerCode)
        .sort(),
    ).toEqual(['MAPLEC', 'NORTAV', 'PINEDL']);

    // The same file again: nothing changes, nobody is mailed again.
    const mails = (await deliveredMail(t.app, t.config.mailDir)).length;
    const again = await importNow(t, 'users', file);
    expect(again.counts).toMatchObject({ read: 2, inserted: 0, updated: 0, unchanged: 2, refused: 0 });
    expect((await deliveredMail(t.app, t.config.mailDir)).length).toBe(mails);
  });

  it('a changed row changes that user, never its password', async () => {
    const before = await user('jobuyer');
    const file = csvOf(HEADER, [
      row('jobuyer', { email: 'Jo.Buyer@Example.org', name: 'Jo Buyer', customer_code: 'hargrl' }),
      rep('rep-north', 'NORTAV CASCOB'),
    ]);
    expect((await importNow(t, 'users', file)).counts).toMatchObject({ inserted: 0, updated: 2, unchanged: 0 });
    const after = await user('jobuyer');
    expect(after).toMatchObject({
      email: 'jo.buyer@example.org',
      name: 'Jo Buyer',
      password_hash: before!.password_hash,
    });
    expect(after!.customer_id).not.toBe(before!.customer_id);
    expect(await actsFor('rep-north')).toEqual(['CASCOB', 'NORTAV']);
    const jo = await signInAs(t.app, 'jobuyer', 'Chosen#2027');
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: jo })).json().customerCode).toBe(
      'HARGRL',
    );
  });

  it('active=N disables a user; admin=Y makes an administrator', async () => {
    const file = csvOf(HEADER, [
      row('jobuyer', { email: 'jo.buyer@example.org', name: 'Jo Buyer', customer_code: 'HARGRL', active: 'N' }),
      rep('rep-north', 'NORTAV CASCOB', { admin: 'Y' }),
    ]);
    expect((await importNow(t, 'users', file)).counts).toMatchObject({ updated: 2 });
    expect((await signIn('jobuyer', 'Chosen#2027')).statusCode).toBe(401);
    const repSession = await signInAs(t.app, 'rep-north', 'Chosen#2027');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: repSession })).statusCode).toBe(
      200,
    );
  });

  it('refuses bad rows with their line, column, reason and value, and imports the rest', async () => {
    const file = csvOf(HEADER, [
      row('nocust', { customer_code: 'NOPE' }), // line 2
      rep('norep', 'NORTAV NOPE1|NOPE2'), // line 3
      row('consumer@example.com', { email: 'consumer@example.com' }), // line 4
      row('bademail', { email: 'not-an-address' }), // line 5
      row('nocode', { customer_code: '' }), // line 6
      rep('repcode', 'NORTAV', { customer_code: 'BAYBIS' }), // line 7
      row('custlist', { customers: 'NORTAV' }), // line 8
      row('two words'), // line 9
      row('goodone'), // line 10
      row('GoodOne'), // line 11
    ]);
    const result = await importNow(t, 'users', file);
    expect(result.counts).toMatchObject({ read: 10, inserted: 1, refused: 9 });
    expect(result.refusedRows.map((r) => [r.line, r.column, r.reason, r.value])).toEqual(
      expect.arrayContaining([
        [2, 'customer_code', 'no customer NOPE', 'NOPE'],
        [3, 'customers', 'no customer NOPE1, NOPE2', 'NOPE1 NOPE2'],
        [
          4,
          'username',
          "consumer@example.com is a consumer's account: consumers are not imported",
          'consumer@example.com',
        ],
        [5, 'email', 'Email must be a valid email', 'not-an-address'],
        [6, 'customer_code', 'is required for a customer user', ''],
        [7, 'customer_code', 'must be empty for a salesperson: list the customers it acts for in customers', 'BAYBIS'],
        [8, 'customers', 'only a salesperson acts for customers', 'NORTAV'],
        [9, 'username', 'must not contain spaces', 'two words'],
        [11, '', 'repeats line 10 (the same user goodone)', ''],
      ]),
    );
    expect(await user('nocust')).toBeUndefined();
    expect(await user('goodone')).toBeDefined();
    expect((await user('consumer@example.com'))!.kind).toBe('consumer');
  });

  it('refuses a file with a password column: passwords never travel in a file', async () => {
    const res = await uploadImport(
      t,
      'users',
      `${HEADER.join(',')},password\r\n${row('leaky').join(',')},Secret#1\r\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorReason).toContain('columns this import does not know: password');
  });
});
