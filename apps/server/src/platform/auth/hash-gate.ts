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
}

interface Waiting {
  key: string;
  start: () => void;
}

/**
 * Bounds the CPU and memory that password hashing (scrypt, ~128 MiB and ~0.4 s per job) may
 * take, so a burst of sign-ins cannot starve everyone else: at most `concurrency` jobs run,
 * at most `maxQueue` wait, and a waiting job of a key with fewer jobs running goes first
 * (other users are served between the jobs of the key under attack).
 */
export class HashGate {
  private running = 0;
  private readonly runningByKey = new Map<string, number>();
  private readonly queue: Waiting[] = [];
  /** Jobs started since the gate was made (tests count evaluations with it). */
  started = 0;

  constructor(private readonly options: HashGateOptions) {}

  async run<T>(key: string, job: () => Promise<T>): Promise<T> {
    if (!this.canStart(key)) {
      if (this.queue.length >= this.options.maxQueue) throw new HashGateBusy(1 + Math.ceil(this.queue.length / this.options.concurrency));
      await new Promise<void>((resolve) => this.queue.push({ key, start: resolve }));
    } else {
      this.take(key);
    }
    try {
      return await job();
    } finally {
      this.release(key);
    }
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
  return { concurrency, maxQueue: 8 * concurrency, perKey: 1 };
}
