import { describe, expect, it, vi } from 'vitest';
import { Batcher } from './batcher';

describe('Batcher', () => {
  it('sends the keys of one window in one request, each key once', async () => {
    const fetchMany = vi.fn(async (keys: number[]) => new Map(keys.map((k) => [String(k), k * 10])));
    const b = new Batcher(fetchMany, String, 10);
    const answers = await Promise.all([b.load(1), b.load(2), b.load(1)]);
    expect(answers).toEqual([10, 20, 10]);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany.mock.calls[0]![0]).toEqual([1, 2]);
  });
  it('splits a window larger than the per-request limit, and starts a new window after a flush', async () => {
    const fetchMany = vi.fn(async (keys: number[]) => new Map(keys.map((k) => [String(k), k])));
    const b = new Batcher(fetchMany, String, 10, 2);
    await Promise.all([b.load(1), b.load(2), b.load(3)]);
    expect(fetchMany).toHaveBeenCalledTimes(2);
    await b.load(4);
    expect(fetchMany).toHaveBeenCalledTimes(3);
  });
  it('rejects every waiter of a failed request and answers undefined for a missing key', async () => {
    const failing = new Batcher(async () => Promise.reject(new Error('down')), String, 1);
    await expect(failing.load(1)).rejects.toThrow('down');
    const sparse = new Batcher(async () => new Map<string, number>(), String, 1);
    expect(await sparse.load(7)).toBeUndefined();
  });
});
