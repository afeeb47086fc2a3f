import { describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect, sql } from 'kysely';
import Database from 'better-sqlite3';
import { dateLiteral } from './date-literal';

describe('dateLiteral', () => {
  const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });

  it('writes an ISO date into the SQL text, not as a parameter', () => {
    const q = sql`select ${dateLiteral('2026-11-02')} as d`.compile(db);
    expect(q.sql).toBe("select '2026-11-02' as d");
    expect(q.parameters).toEqual([]);
  });

  it.each(["2026-11-02' or 1=1 --", '2026-1-2', '', '20261102', '2026-11-02 '])('refuses %j', (text) => {
    expect(() => dateLiteral(text)).toThrow(/not an ISO date/);
  });
});
