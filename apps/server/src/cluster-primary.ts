import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is replaced after a pause, so a crash at start-up cannot spin. */
const SHORT_LIFE_MS = 10_000;
const RESTART_PAUSE_MS = 1_000;
/** How long the workers get to finish their calls after SIGTERM before the primary leaves anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes on one port (Node's cluster module hands each connection to a
 * worker in turn). It serves nothing itself: it starts the workers, starts another whenever one dies, and on SIGTERM
 * or SIGINT asks each to finish and leaves when all have.
 */
export function superviseWorkers(count: number, log: (line: string) => void = (line) => console.log(line)): void {
  const startedAt = new Map<Worker, number>();
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('online', () => log(`worker ${worker.process.pid} started`));
    worker.once('listening', () => log(`worker ${worker.process.pid} serving`));
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(start, lived < SHORT_LIFE_MS ? RESTART_PAUSE_MS : 0);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('stopping the workers');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  log(`starting ${count} worker processes`);
  for (let i = 0; i < count; i += 1) start();
}
