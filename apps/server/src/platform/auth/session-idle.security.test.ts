import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('SESSION_IDLE_MINUTES=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '1' });
  });
  afterAll(() => t.close());

  it('never signs out a user who calls every 20 s, and does sign out after a minute without calls', async () => {
    const auth = await signInAs(t.app, 'customer');
    for (let second = 20; second <= 300; second += 20) {
      t.clock.now += 20_000;
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
      expect({ second, status: res.statusCode }).toEqual({ second, status: 200 });
    }
    t.clock.now += 60_000;
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: auth })).statusCode).toBe(401);
  });
});
