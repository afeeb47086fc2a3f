import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs the work and answers no sooner than `ms` after it started, so a request whose
 * work depends on whether an account exists takes the same time either way (the
 * mail itself leaves later, through the outbox).
 */
export async function inSteadyTime<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** How long the account-revealing answers (sign-up, reset request, resend) take at least. */
export const STEADY_ANSWER_MS = 400;
