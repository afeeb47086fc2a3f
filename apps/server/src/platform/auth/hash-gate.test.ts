import { describe, expect, it } from 'vitest';
import { HashGate, HashGateBusy } from './hash-gate';

/** A job the test finishes by hand, recording when it started. */
function manualJobs() {
  const order: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      order.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await new Promise((r) => setImmediate(r));
  };
  return { order, job, finish };
}

describe('hash gate', () => {
  it('runs at most `concurrency` jobs and refuses beyond the queue with a Retry-After', async () => {
    const gate = new HashGate({ concurrency: 2, maxQueue: 2, perKey: 5 });
    const { order, job, finish } = manualJobs();
    const runs = ['a', 'b', 'c', 'd'].map((n) => gate.run('k', job(n)));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['a', 'b']);
    const refused = await gate.run('k', job('e')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HashGateBusy);
    expect((refused as HashGateBusy).retryAfterSeconds).toBe(2);
    await finish('a');
    expect(order).toEqual(['a', 'b', 'c']);
    for (const n of ['b', 'c', 'd']) await finish(n);
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.started).toBe(4);
  });

  it("lets another key's job pass the queued jobs of a key at its limit", async () => {
    const gate = new HashGate({ concurrency: 2, maxQueue: 10, perKey: 1 });
    const { order, job, finish } = manualJobs();
    const runs = [gate.run('victim', job('v1')), gate.run('victim', job('v2')), gate.run('victim', job('v3'))];
    await new Promise((r) => setImmediate(r));
    // One slot stays free for everyone else while the victim's attempts wait their turn.
    expect(order).toEqual(['v1']);
    runs.push(gate.run('other', job('o1')));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['v1', 'o1']);
    await finish('v1');
    expect(order).toEqual(['v1', 'o1', 'v2']);
    for (const n of ['o1', 'v2', 'v3']) await finish(n);
    await Promise.all(runs);
    expect(order).toEqual(['v1', 'o1', 'v2', 'v3']);
  });

  it('frees the slot when a job fails', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueue: 0, perKey: 1 });
    await expect(gate.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('k', () => Promise.resolve(7))).toBe(7);
  });
});
