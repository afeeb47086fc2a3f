import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_ENV } from '../../test/seed-template';
import { passHumanCheck } from '../../platform/human-check/human-check';
import { solveHumanCheck } from './accounts.fixtures';

// Issue 26 item 4: the proof of work costs more while many human checks are being passed (a mail flood).
describe('the human check under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cost = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/humancheck/challenge' })).json().parameters.cost as number;
  /** `n` human checks passed in the last minutes, as the spent table records them. */
  const passed = async (n: number, from: number) => {
    const expiresAt = t.clock.now + 9 * 60_000;
    await t.database.db
      .insertInto('human_check_spent')
      .values(Array.from({ length: n }, (_, i) => ({ signature: `load-${from + i}`, expires_at: expiresAt })))
      .execute();
  };

  // The tests run at HUMAN_CHECK_COST=10 (production's default is 1,000: config.test.ts).
  const atRest = Number(TEST_ENV.HUMAN_CHECK_COST);

  it('asks the cost at rest, three times it past 30 passes in 10 minutes, ten times past 100, and the cost at rest again once they expire', async () => {
    expect(await cost()).toBe(atRest);
    await passed(31, 0);
    expect(await cost()).toBe(atRest * 3);
    await passed(70, 31);
    expect(await cost()).toBe(atRest * 10);
    // A dearer challenge is still solved and accepted once.
    const token = await solveHumanCheck(t.app);
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8')).challenge.parameters.cost).toBe(atRest * 10);
    expect(await passHumanCheck(t.database.db, token, t.clock.now)).toBe(true);
    expect(await passHumanCheck(t.database.db, token, t.clock.now)).toBe(false);
    t.clock.now += 10 * 60_000;
    expect(await cost()).toBe(atRest);
  });
});
