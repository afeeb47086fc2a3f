import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/test-app';
import { MAIL_JOB } from '../mail/mail-outbox';
import { BUSY_AT } from './request-load';

const GIVE_WAY_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 29: in a rush a web process's jobs give way to its requests. The requests here are POSTs whose bodies never
 * come: each is under way from its headers on, for as long as the test keeps its socket open.
 */
describe(`jobs give way to a busy process's requests (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let port: number;
  const sockets: net.Socket[] = [];

  /** Requests whose answers have begun to come back: those are not under way any more. */
  let answered = 0;

  function holdRequests(n: number): void {
    for (let i = 0; i < n; i += 1) {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/cart/lines HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        ),
      );
      socket.once('data', () => (answered += 1));
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
  }

  function endRequests(): void {
    for (const socket of sockets.splice(0)) socket.destroy();
  }

  /** A mail job that finds no outbox row: it completes at once when run, and does nothing else. */
  async function sendJob(): Promise<string> {
    const id = await t.app.ctx.jobs.send(t.database.db, MAIL_JOB, { outboxId: -1 });
    if (id === null) throw new Error('no job sent');
    t.app.ctx.jobs.kick(MAIL_JOB);
    return id;
  }

  /** Resolves with the time the job took to complete, failing after `withinMs`. */
  async function completion(id: string, sentAt: number, withinMs: number): Promise<number> {
    for (;;) {
      const jobs = await t.app.ctx.jobs.list({ name: MAIL_JOB, limit: 20 });
      if (jobs.find((j) => j.id === id)?.state === 'completed') return Date.now() - sentAt;
      if (Date.now() - sentAt > withinMs) throw new Error(`job ${id} not completed within ${withinMs} ms`);
      await sleep(50);
    }
  }

  const completed = async (id: string) =>
    (await t.app.ctx.jobs.list({ name: MAIL_JOB, limit: 20 })).find((j) => j.id === id)?.state === 'completed';

  beforeAll(async () => {
    t = await createTestApp({
      RUN_JOBS: 'true',
      JOBS_GIVE_WAY_MS: String(GIVE_WAY_MS),
      REQUEST_TIMEOUT_SECONDS: '60',
      // A loaded test machine must not shed the held requests (shedding has its own test).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterEach(() => {
    endRequests();
    answered = 0;
  });
  afterAll(() => t.close());

  it('holds a job while requests stay under way, and works it once they end', async () => {
    holdRequests(2 * BUSY_AT);
    // After two seconds the average is above 85 % of the requests under way.
    await sleep(2000);
    const sentAt = Date.now();
    const id = await sendJob();
    await sleep(1500);
    expect(await completed(id)).toBe(false);
    endRequests();
    // The average falls below BUSY_AT within a second of the requests ending, well before the hold runs out.
    expect(await completion(id, sentAt, 20_000)).toBeLessThan(GIVE_WAY_MS);
    expect(answered).toBe(0);
  });

  it('works a job after JOBS_GIVE_WAY_MS at the latest, however long the rush lasts', async () => {
    holdRequests(2 * BUSY_AT);
    await sleep(2000);
    const sentAt = Date.now();
    const id = await sendJob();
    const took = await completion(id, sentAt, 20_000);
    expect(took).toBeGreaterThanOrEqual(GIVE_WAY_MS);
    // The requests are still under way.
    expect(answered).toBe(0);
  });
});
