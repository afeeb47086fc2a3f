import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { compiledOnce } from './compiled-once';
import type { DB } from './schema';
import type { Kysely } from 'kysely';

describe('compiledOnce', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const byUsernameOrEmail = (db: Kysely<DB>, username: string, email: string) =>
    db
      .selectFrom('users')
      .select(['username'])
      .where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)]))
      .where('disabled', '=', 0)
      .orderBy('username');

  it('builds a query once per database handle and runs it with each call’s arguments', async () => {
    let builds = 0;
    const query = compiledOnce((db, username: string, email: string) => {
      builds += 1;
      return byUsernameOrEmail(db, username, email);
    });
    const db = t.database.db;
    const run = async (username: string, email: string) =>
      (await db.executeQuery(query(db, username, email))).rows.map((r) => r.username);
    const direct = async (username: string, email: string) =>
      (await byUsernameOrEmail(db, username, email).execute()).map((r) => r.username);

    expect(await run('customer', 'nobody@example.net')).toEqual(await direct('customer', 'nobody@example.net'));
    expect(await run('admin', 'nobody@example.net')).toEqual(['admin']);
    expect(await run('nobody', 'nobody@example.net')).toEqual([]);
    // The arguments are parameters, never SQL: a quote is a value like any other.
    expect(await run("admin' or '1'='1", '')).toEqual([]);
    expect(builds).toBe(1);

    // Another handle (a transaction) compiles its own.
    await db.transaction().execute(async (trx) => {
      expect((await trx.executeQuery(query(trx, 'admin', ''))).rows).toHaveLength(1);
    });
    expect(builds).toBe(2);
  });

  it('refuses a query that does not pass an argument through as a parameter', () => {
    const lowered = compiledOnce((db, username: string) =>
      db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()),
    );
    expect(() => lowered(t.database.db, 'Admin')).toThrow(/argument 0 is not a parameter/);
    const literal = compiledOnce((db, username: string) =>
      db.selectFrom('users').select('id').where('username', '=', sql.lit(username)),
    );
    expect(() => literal(t.database.db, 'admin')).toThrow(/argument 0 is not a parameter/);
  });
});
