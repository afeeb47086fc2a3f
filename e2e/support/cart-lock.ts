import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Longer than a test may run (60 s): a lock this old was left by a run that was killed. */
const STALE_MS = 90_000;

/**
 * Journeys run in two workers and some act for the same demo customer: a test that fills,
 * empties or reads back that customer's whole cart holds the customer's lock while it does,
 * so another test cannot clear the cart under it, until `releaseCarts` after the test.
 */
const held = new Set<string>();

/** Releases the locks this worker holds: every file that takes one releases after each test (`test.afterEach(releaseCarts)`). */
export function releaseCarts(): void {
  for (const dir of held) fs.rmSync(dir, { recursive: true, force: true });
  held.clear();
}

export async function holdCart(customerCode: string): Promise<void> {
  const dir = path.join(os.tmpdir(), `sf-e2e-cart-${process.env.E2E_PORT ?? '8181'}-${customerCode}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(dir);
      held.add(dir);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
