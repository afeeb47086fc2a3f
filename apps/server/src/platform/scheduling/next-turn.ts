/**
 * Resolves on the event loop's next turn, after pending I/O and timers. Long work done in steps (reading and
 * formatting thousands of report rows, where each step's query is synchronous on SQLite) awaits it between
 * steps so that other requests are answered meanwhile: promise continuations alone never let them in.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
