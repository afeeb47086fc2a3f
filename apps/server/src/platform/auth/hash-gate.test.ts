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
    const gate = new HashGate({ concurrency: 2, maxQueue: 2, perKey: 5, perGroup: 100 });
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
    const gate = new HashGate({ concurrency: 2, maxQueue: 10, perKey: 1, perGroup: 100 });
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
    const gate = new HashGate({ concurrency: 1, maxQueue: 0, perKey: 1, perGroup: 100 });
    await expect(gate.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('k', () => Promise.resolve(7))).toBe(7);
  });

  it('holds one address to its share of places, so other addresses still queue while it floods', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueue: 4, perKey: 1, perGroup: 2 });
    const { order, job, finish } = manualJobs();
    const runs = [
      gate.run('u:a1', job('a1'), { group: 'attacker' }),
      gate.run('u:a2', job('a2'), { group: 'attacker' }),
    ];
    const third = await gate.run('u:a3', job('a3'), { group: 'attacker' }).catch((e: unknown) => e);
    expect(third).toBeInstanceOf(HashGateBusy);
    runs.push(gate.run('u:b', job('b'), { group: 'office' }));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['a1']);
    for (const n of ['a1', 'a2', 'b']) await finish(n);
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'a2', 'b']);
    // Its places are given back as its jobs end.
    const again = gate.run('u:a4', job('a4'), { group: 'attacker' });
    await new Promise((r) => setImmediate(r));
    await finish('a4');
    expect(await again).toBe('a4');
  });

  it('puts a known user at a known address ahead of the queue, even a full one', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueue: 2, perKey: 1, perGroup: 1 });
    const { order, job, finish } = manualJobs();
    const runs = [
      gate.run('u:x1', job('x1'), { group: 'g1' }),
      gate.run('u:x2', job('x2'), { group: 'g2' }),
      gate.run('u:x3', job('x3'), { group: 'g3' }),
    ];
    expect(await gate.run('u:x4', job('x4'), { group: 'g4' }).catch((e: unknown) => e)).toBeInstanceOf(HashGateBusy);
    runs.push(gate.run('u:known', job('known'), { group: 'g1', priority: true }));
    await new Promise((r) => setImmediate(r));
    await finish('x1');
    expect(order).toEqual(['x1', 'known']);
    for (const n of ['known', 'x2', 'x3']) await finish(n);
    await Promise.all(runs);
    expect(order).toEqual(['x1', 'known', 'x2', 'x3']);
  });
});
