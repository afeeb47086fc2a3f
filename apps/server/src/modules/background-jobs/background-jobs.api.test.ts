import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('GET /api/admin/jobs: the administrators view of background jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jobs = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers });

  it('is for administrators only', async () => {
    expect((await jobs({})).statusCode).toBe(401);
    expect((await jobs(await signInAs(t.app, 'customer'))).statusCode).toBe(403);
  });

  it('lists the newest jobs with their state, retries and last error, one state or all', async () => {
    const admin = await signInAs(t.app, 'admin');
    await t.app.ctx.outbox.enqueue(t.database.db, 'no-such-kind', {});
    await t.app.ctx.outbox.drain();
    const all = await jobs(admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    const [newest] = all.json().jobs;
    expect(newest).toMatchObject({
      name: 'mail',
      state: 'retry',
      retryLimit: 9,
      error: "No handler for outbox kind 'no-such-kind'.",
      completedAt: null,
    });
    expect(Date.parse(newest.createdAt)).not.toBeNaN();
    const retrying = (await jobs(admin, '?state=retry')).json().jobs;
    expect(retrying.map((j: { id: string }) => j.id)).toContain(newest.id);
    expect((await jobs(admin, '?state=completed')).json().jobs.map((j: { id: string }) => j.id)).not.toContain(
      newest.id,
    );
  });

  it('refuses a state that does not exist', async () => {
    const admin = await signInAs(t.app, 'admin');
    expect((await jobs(admin, '?state=exploded')).statusCode).toBe(400);
    expect((await jobs(admin, '?state=retry&limit=100000')).statusCode).toBe(400);
  });
});
