import type { KyselyPlugin, UnknownRow } from 'kysely';

export interface HeldRead {
  /** The plugin to give the code under test's database (`db.withPlugin`): its first read whose rows match is held. */
  plugin: KyselyPlugin;
  /** Settles once that read has run and is being held; fails when no such read ran within 10 s. */
  reached: Promise<void>;
  /** Lets the held read's rows go on to the code that asked for them. */
  release(): void;
}

/**
 * For races that need one request to stop between reading and acting on what it read: the first query whose rows
 * satisfy `matches` has run, but its answer is held until `release()`. The connection it ran on stays taken meanwhile
 * (a SQLite database has only one), so hold reads of a database handle of their own (test-app.ts createTwinApp).
 */
export function holdFirstRead(matches: (row: UnknownRow) => boolean): HeldRead {
  let reachedNow!: () => void;
  let releaseNow!: () => void;
  const reached = new Promise<void>((resolve, reject) => {
    reachedNow = resolve;
    setTimeout(() => reject(new Error('No read whose rows match was made within 10 s.')), 10_000).unref();
  });
  const released = new Promise<void>((resolve) => (releaseNow = resolve));
  let held = false;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    async transformResult(args) {
      if (!held && args.result.rows.some(matches)) {
        held = true;
        reachedNow();
        await released;
      }
      return args.result;
    },
  };
  return { plugin, reached, release: releaseNow };
}
