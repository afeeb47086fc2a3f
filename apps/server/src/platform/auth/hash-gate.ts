import os from 'node:os';

/** The gate's queue is full: the caller answers 503 with Retry-After instead of waiting. */
export class HashGateBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing is saturated');
  }
}

export interface HashGateOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting at most; one more is refused with HashGateBusy. */
  maxQueue: number;
  /** Jobs of one key (a username) running at once, so one key's burst cannot take every slot. */
  perKey: number;
  /**
   * Jobs of one group (a client address) running and waiting at once; one more is refused with HashGateBusy, so one
   * address sending many usernames cannot fill the queue that every other address shares.
   */
  perGroup: number;
}

/** Who a job is for beyond its key: the client address, and whether it goes ahead of the queue. */
export interface HashJobFrom {
  group?: string;
  /** A known user at an address they signed in from: queued ahead of everyone, never refused for its address's share. */
  priority?: boolean;
}

interface Waiting {
  key: string;
  group: string | undefined;
  start: () => void;
}

/**
 * Bounds the CPU and memory that password hashing (scrypt, ~128 MiB and ~0.4 s per job) may
 * take, so a burst of sign-ins cannot starve everyone else: at most `concurrency` jobs run,
 * at most `maxQueue` wait, and a waiting job of a key with fewer jobs running goes first
 * (other users are served between the jobs of the key under attack). One client address holds
 * at most `perGroup` places, running or waiting; a known user at a known address goes first.
 */
export class HashGate {
  private running = 0;
  private readonly runningByKey = new Map<string, number>();
  private readonly queue: Waiting[] = [];
  /** Jobs running or waiting, by group. */
  private readonly byGroup = new Map<string, number>();
  /** Jobs started since the gate was made (tests count evaluations with it). */
  started = 0;

  constructor(private readonly options: HashGateOptions) {}

  async run<T>(key: string, job: () => Promise<T>, from: HashJobFrom = {}): Promise<T> {
    const { group, priority = false } = from;
    const busy = () => new HashGateBusy(1 + Math.ceil(this.queue.length / this.options.concurrency));
    if (group !== undefined && !priority && (this.byGroup.get(group) ?? 0) >= this.options.perGroup) throw busy();
    if (!this.canStart(key)) {
      if (this.queue.length >= this.options.maxQueue && !priority) throw busy();
      this.count(group, 1);
      await new Promise<void>((resolve) => {
        const waiting = { key, group, start: resolve };
        if (priority) this.queue.unshift(waiting);
        else this.queue.push(waiting);
      });
    } else {
      this.count(group, 1);
      this.take(key);
    }
    try {
      return await job();
    } finally {
      this.count(group, -1);
      this.release(key);
    }
  }

  private count(group: string | undefined, delta: number): void {
    if (group === undefined) return;
    const next = (this.byGroup.get(group) ?? 0) + delta;
    if (next > 0) this.byGroup.set(group, next);
    else this.byGroup.delete(group);
  }

  private canStart(key: string): boolean {
    return this.running < this.options.concurrency && (this.runningByKey.get(key) ?? 0) < this.options.perKey;
  }

  private take(key: string): void {
    this.running += 1;
    this.started += 1;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private release(key: string): void {
    this.running -= 1;
    const left = (this.runningByKey.get(key) ?? 1) - 1;
    if (left > 0) this.runningByKey.set(key, left);
    else this.runningByKey.delete(key);
    // The oldest waiting job whose key may run; a key at its limit keeps its place.
    for (let i = 0; i < this.queue.length && this.running < this.options.concurrency;) {
      const next = this.queue[i];
      if (next && this.canStart(next.key)) {
        this.queue.splice(i, 1);
        this.take(next.key);
        next.start();
      } else {
        i += 1;
      }
    }
  }
}

/**
 * One job per core: scrypt is CPU-bound, so more jobs at once only make each slower, and
 * libuv's 4 threads are shared with file I/O. A queue of 8 per slot is a few seconds of work.
 */
export function defaultHashGateOptions(): HashGateOptions {
  const concurrency = Math.max(1, Math.min(os.availableParallelism(), 3));
  return { concurrency, maxQueue: 8 * concurrency, perKey: 1, perGroup: 2 * concurrency };
}
