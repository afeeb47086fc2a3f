/**
 * A kick that waits `delayMs` and then wakes a worker once for every kick in between. In the cut-off rush (issue 29) a
 * kick after every order made each fetch bring back one job or two, and a fetch of pg-boss's is among the dearest
 * statements an order causes: a short wait lets one fetch and one completion carry a batch. A delivery waits at most
 * `delayMs` longer, far inside what a confirmation mail may take.
 */
export function coalescedKick(wake: () => void, delayMs: number): { kick(): void; cancel(): void } {
  let timer: NodeJS.Timeout | null = null;
  return {
    kick() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        wake();
      }, delayMs);
      // A pending kick never keeps a process alive that is otherwise done.
      timer.unref();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
