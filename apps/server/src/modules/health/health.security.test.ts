import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, ensureReachable, openDatabase } from '../../db/database';
import { buildAppOn } from '../../test/app-on-database';
import { startStallingProxy, type StallingProxy } from '../../test/stalling-proxy';
import { DATABASE_UNAVAILABLE } from '../../platform/http/database-outage';
import { NOT_DURABLE } from '../../platform/http/durable-writes';
import { createTestApp, signInAs, TEST_DIALECT, type TestApp } from '../../test/test-app';

async function health(app: FastifyInstance): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, ms: performance.now() - started };
}

describe.runIf(TEST_DIALECT === 'sqlite')('health on SQLite tells a database it cannot write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 while the database file is read-only, 200 again once it is writable', async () => {
    expect((await health(t.app)).status).toBe(200);
    const file = t.config.database.dialect === 'sqlite' ? t.config.database.file : '';
    fs.chmodSync(file, 0o444);
    try {
      const answer = await health(t.app);
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(1000);
    } finally {
      fs.chmodSync(file, 0o644);
    }
    expect((await health(t.app)).status).toBe(200);
  });

  it('refuses writes with 503 and Retry-After while the file is read-only, and takes them again after', async () => {
    const customer = await signInAs(t.app, 'customer');
    const save = () =>
      t.app.inject({ method: 'POST', url: '/api/cart/header', headers: customer, payload: { notes: 'durable?' } });
    expect((await save()).statusCode).toBe(200);
    const file = t.config.database.dialect === 'sqlite' ? t.config.database.file : '';
    fs.chmodSync(file, 0o444);
    try {
      const refused = await save();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({ errorCode: 503, errorReason: NOT_DURABLE });
      // Reading goes on.
      expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer })).statusCode).toBe(200);
    } finally {
      fs.chmodSync(file, 0o644);
    }
    expect((await save()).statusCode).toBe(200);
  });

  it('answers 503 once the data directory is deleted, and refuses every write from then on', async () => {
    const customer = await signInAs(t.app, 'customer');
    const file = t.config.database.dialect === 'sqlite' ? t.config.database.file : '';
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/cart/header',
      headers: customer,
      payload: { notes: 'lost?' },
    });
    expect(write.statusCode).toBe(503);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=ecommerce&username=customer&password=Demo%232026',
    });
    expect(signIn.statusCode).toBe(503);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('health on PostgreSQL behind a proxy that stops forwarding', () => {
  let t: TestApp;
  let proxy: StallingProxy;
  let viaProxy: Database;
  let app: FastifyInstance;
  let proxiedUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.config.database.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    const url = new URL(t.config.database.url);
    proxy = await startStallingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxiedUrl = url.toString();
    viaProxy = openDatabase({ dialect: 'postgres', url: proxiedUrl });
    app = await buildAppOn(
      { ...t.config, database: { dialect: 'postgres', url: proxiedUrl } },
      viaProxy,
      () => t.clock.now,
    );
  });
  afterAll(async () => {
    proxy.resume();
    await app.close();
    await viaProxy.close();
    await proxy.close();
    await t.close();
  });

  it('answers 503 within a second while the database is silent, and 200 within 5 s after it answers again', async () => {
    expect((await health(app)).status).toBe(200);
    proxy.stall();
    for (let i = 0; i < 12; i += 1) {
      // More calls than the pool has connections: polling must not drain the pool.
      const answer = await health(app);
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(1000);
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    proxy.resume();
    const resumed = performance.now();
    let status = 0;
    while (performance.now() - resumed < 5_000) {
      status = (await health(app)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(performance.now() - resumed).toBeLessThan(5_000);
    // Ordinary calls work again too.
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBeLessThan(500);
  }, 30_000);

  it('answers calls during a stall with 503 and Retry-After within the request timeout, at once after the first, and serves them within 5 s after', async () => {
    const customer = await signInAs(app, 'customer');
    const cart = async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/cart', headers: customer });
      return { res, ms: performance.now() - started };
    };
    expect((await cart()).res.statusCode).toBe(200);
    proxy.stall();
    try {
      // More calls than the pool has connections: those holding one wait for the driver's timeout, the rest for a free slot.
      const during = await Promise.all(Array.from({ length: 14 }, cart));
      for (const { res, ms } of during) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ errorCode: 503, errorReason: DATABASE_UNAVAILABLE });
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(ms).toBeLessThan(t.config.http.requestTimeoutMs);
      }
      // The database is known to be out: the next call is refused at once instead of waiting out the timeouts again.
      const next = await cart();
      expect(next.res.statusCode).toBe(503);
      expect(next.ms).toBeLessThan(500);
    } finally {
      proxy.resume();
    }
    const resumed = performance.now();
    let status = 0;
    while (performance.now() - resumed < 5_000) {
      status = (await cart()).res.statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(performance.now() - resumed).toBeLessThan(5_000);
  }, 60_000);

  it('refuses to start within 10 s, with a message naming the database, when it accepts but never answers', async () => {
    proxy.stall();
    const silent = openDatabase({ dialect: 'postgres', url: proxiedUrl });
    const started = performance.now();
    try {
      await expect(ensureReachable(silent, '127.0.0.1:proxy')).rejects.toThrow(
        /postgres database at 127\.0\.0\.1:proxy cannot be used/,
      );
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      proxy.resume();
      await silent.close();
    }
  }, 20_000);
});
