import type { JobHandler } from './job-queue';

/** How quickly the average forgets: a step in the requests under way is two-thirds counted after this long. */
const AVERAGE_OVER_MS = 1000;
/** Requests under way, on average, at which a process counts as busy: a rush, not a page load or a long download. */
export const BUSY_AT = 4;
/**
 * Whether a request counts toward the load: API calls only. A page's scripts and pictures are files, mostly cached by
 * the browser, and a page load's burst of them is not a rush.
 */
export function countsAsLoad(url: string): boolean {
  return url.startsWith('/api/');
}

/** How often a job held back looks again whether the rush has eased. */
const LOOK_EVERY_MS = 50;

/**
 * The requests one web process has under way, as a moving average over about a second (issue 29). In the cut-off
 * rush a third of a process's work was its background jobs (confirmation mails with their PDFs, ERP exports), which
 * take the same cores as the orders. Jobs in a web process therefore give way while it is busy (`givingWay`).
 */
export interface RequestLoad {
  started(): void;
  finished(): void;
  /** The average number of requests under way just now. */
  average(): number;
  /** Resolves once the average is below BUSY_AT, or after `holdMs` at the latest. */
  quiet(holdMs: number): Promise<void>;
}

export function requestLoad(clock: () => number = () => performance.now()): RequestLoad {
  let underWay = 0;
  let average = 0;
  let at = clock();
  /** The average at `now`: it has moved toward `underWay` (constant since `at`) exponentially. */
  const averageAt = (now: number) => underWay + (average - underWay) * Math.exp(-(now - at) / AVERAGE_OVER_MS);
  const step = (by: number) => {
    const now = clock();
    average = averageAt(now);
    at = now;
    underWay += by;
  };
  const load: RequestLoad = {
    started: () => step(1),
    finished: () => step(-1),
    average: () => averageAt(clock()),
    quiet(holdMs) {
      if (load.average() < BUSY_AT) return Promise.resolve();
      const until = clock() + holdMs;
      return new Promise((resolve) => {
        const look = () => {
          if (load.average() < BUSY_AT || clock() >= until) resolve();
          else setTimeout(look, LOOK_EVERY_MS);
        };
        setTimeout(look, LOOK_EVERY_MS);
      });
    },
  };
  return load;
}

/**
 * The handlers of a web process's workers, each job waiting first for a quiet moment (at most `holdMs`). In a rush the
 * orders go first and each worker still takes a batch every `holdMs`; what waits is worked as soon as the rush eases.
 * `holdMs` must be well inside every kind's expiry, or a job held would be taken for dead and run twice.
 */
export function givingWay(
  handlers: Record<string, JobHandler>,
  load: Pick<RequestLoad, 'quiet'>,
  holdMs: number,
): Record<string, JobHandler> {
  if (holdMs <= 0) return handlers;
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      async (payload: unknown) => {
        await load.quiet(holdMs);
        await handler(payload);
      },
    ]),
  );
}
