import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pgUrlOf, TEST_DIALECT } from '../test/test-database';
import { openDatabase, SSD_RANDOM_PAGE_COST } from './database';

// Issue 29: the app's PostgreSQL sessions plan for SSD storage (a search then uses the trigram index instead of
// scanning every product); an operator's own `options` in DATABASE_URL wins.
describe.runIf(TEST_DIALECT === 'postgres')('PostgreSQL planner costs', () => {
  const randomPageCost = async (url: string) => {
    const database = openDatabase({ dialect: 'postgres', url });
    try {
      return (await sql<{ random_page_cost: string }>`show random_page_cost`.execute(database.db)).rows[0]
        ?.random_page_cost;
    } finally {
      await database.close();
    }
  };

  it('plans for SSD storage unless DATABASE_URL says otherwise', async () => {
    expect(await randomPageCost(pgUrlOf('postgres'))).toBe(String(SSD_RANDOM_PAGE_COST));
    const url = new URL(pgUrlOf('postgres'));
    url.searchParams.set('options', '-c random_page_cost=2.5');
    expect(await randomPageCost(url.toString())).toBe('2.5');
  });
});
