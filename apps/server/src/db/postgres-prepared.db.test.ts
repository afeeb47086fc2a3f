import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../test/test-database';
import { preparedNameOf, withPreparedStatements } from './postgres-prepared';

describe('preparedNameOf', () => {
  it('names a text from its third use on, always with the same name', () => {
    const text = `select ${Math.random()} where 1 = $1`;
    expect(preparedNameOf(text)).toBeUndefined();
    expect(preparedNameOf(text)).toBeUndefined();
    const name = preparedNameOf(text);
    expect(name).toMatch(/^sf_\d+$/);
    expect(preparedNameOf(text)).toBe(name);
    expect(preparedNameOf(`${text} and 2 = $2`)).toBeUndefined();
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('withPreparedStatements on PostgreSQL', () => {
  it('prepares a regular query once on the connection and answers it like an unprepared one', async () => {
    const pool = new pg.Pool({
      connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      max: 1,
    });
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
    });
    try {
      const marker = `m${Date.now()}`;
      const answers: unknown[] = [];
      for (let i = 0; i < 4; i++)
        answers.push(
          (await sql<{ v: string }>`select ${marker}::text || ${String(i)}::text as v`.execute(db)).rows[0]?.v,
        );
      expect(answers).toEqual([0, 1, 2, 3].map((i) => `${marker}${i}`));
      // One connection (max 1): the statement is prepared there, under our name.
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      expect(prepared.rows.some((r) => /^sf_\d+$/.test(r.name))).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
