import { Worker } from 'node:worker_threads';
import { HttpError, serviceUnavailable } from '../http/http-error';
import { MAX_PDF_PAGES } from './pdf-document';
import type { PdfArgs, PdfKind } from './pdf-kinds';
import { PDF_WORKER_READY, type PdfJob, type PdfJobResult } from './pdf-job';

/** Said when the documents being drawn already fill the server's share, or one user's. */
export const PDF_BUSY = 'The server is busy preparing other documents. Please try again in a moment.';
/** Said when a document would run past the page limit (MAX_PDF_PAGES unless the pool is given another). */
export const pdfTooLong = (pages: number) =>
  `This document is too long to print: it would run past ${pages.toLocaleString('en-US')} pages. Choose one category or fewer products.`;

export interface RenderPoolLimits {
  /** Worker threads drawing at once. */
  workers: number;
  /** Documents one user may have drawing or waiting at once. */
  perOwner: number;
  /** Documents that may wait for a worker, over all users. */
  queue: number;
  /** A drawing that takes longer is stopped (its worker replaced) and answered 503. */
  renderTimeoutMs: number;
  /** The most pages one document may have (MAX_PDF_PAGES unless given). */
  maxPages?: number;
  /** The worker's entry: src/pdf-worker.mjs under tsx, dist/pdf-worker.mjs when built (app.ts names it beside itself). */
  workerUrl: URL;
}

/** Who asks: a user ('user:12'), or null for the server's own work (mail attachments), which waits its turn but is never refused. */
export type PdfOwner = string | null;

/** The owner of a signed-in user's documents. */
export const userPdfOwner = (userId: number): PdfOwner => `user:${userId}`;

/** Draws PDFs off the event loop. */
export interface PdfRenderer {
  render<K extends PdfKind>(kind: K, args: PdfArgs<K>, owner: PdfOwner): Promise<Buffer>;
  close(): Promise<void>;
}

interface Pending {
  job: PdfJob;
  owner: PdfOwner;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and warmed up: it may be given a document. */
  ready: boolean;
  busy: (Pending & { timer: NodeJS.Timeout; started: number }) | null;
}

/**
 * A fixed set of worker threads, started on first use, that draw one PDF each at a time. Beyond the workers, documents
 * wait in a bounded queue; a user with `perOwner` documents in hand, or a full queue, is refused at once with 503 and a
 * Retry-After from how long the documents ahead have been taking.
 */
export function createRenderPool(limits: RenderPoolLimits): PdfRenderer {
  const maxPages = limits.maxPages ?? MAX_PDF_PAGES;
  const slots: Slot[] = [];
  const waiting: Pending[] = [];
  const inHand = new Map<string, number>();
  let nextId = 1;
  let averageMs = 1000;
  let closed = false;

  const release = (owner: PdfOwner) => {
    if (owner === null) return;
    const n = (inHand.get(owner) ?? 1) - 1;
    if (n > 0) inHand.set(owner, n);
    else inHand.delete(owner);
  };

  const retryAfterSeconds = () => ((waiting.length + limits.workers) * averageMs) / limits.workers / 1000;

  function finish(slot: Slot, outcome: { pdf: Buffer } | { error: Error }): void {
    const done = slot.busy;
    if (!done) return;
    clearTimeout(done.timer);
    slot.busy = null;
    release(done.owner);
    if ('pdf' in outcome) {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - done.started);
      done.resolve(outcome.pdf);
    } else done.reject(outcome.error);
    pump();
  }

  function startWorker(): Slot {
    const worker = new Worker(limits.workerUrl);
    worker.unref();
    const slot: Slot = { worker, ready: false, busy: null };
    worker.on('message', (result: PdfJobResult | typeof PDF_WORKER_READY) => {
      if (result === PDF_WORKER_READY) {
        slot.ready = true;
        pump();
        return;
      }
      if (slot.busy?.job.id !== result.id) return;
      if ('pdf' in result)
        finish(slot, { pdf: Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength) });
      else
        finish(slot, {
          error: result.failure === 'too-long' ? new HttpError(422, pdfTooLong(maxPages)) : new Error(result.message),
        });
    });
    // A worker that dies (out of memory, a crash) fails its document and is replaced.
    worker.on('error', (err) => replace(slot, err));
    worker.on('exit', (code) => {
      if (!closed) replace(slot, new Error(`PDF worker exited with code ${code}`));
    });
    return slot;
  }

  function replace(slot: Slot, err: Error): void {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that cannot even load would fail again: the documents waiting fail with it instead of restarting it forever.
      for (const pending of waiting.splice(0)) {
        release(pending.owner);
        pending.reject(err);
      }
      return;
    }
    finish(slot, { error: err });
    pump();
  }

  function pump(): void {
    for (let next = waiting[0]; next && !closed; next = waiting[0]) {
      const slot = slots.find((s) => s.ready && s.busy === null);
      if (!slot) {
        // Start another worker if the pool is not full; its 'ready' pumps again.
        if (slots.length < limits.workers && !slots.some((s) => !s.ready)) slots.push(startWorker());
        return;
      }
      waiting.shift();
      const timer = setTimeout(
        () => replace(slot, serviceUnavailable(PDF_BUSY, retryAfterSeconds())),
        limits.renderTimeoutMs,
      );
      slot.busy = { ...next, timer, started: performance.now() };
      slot.worker.postMessage(next.job);
    }
  }

  return {
    render(kind, args, owner) {
      if (closed) return Promise.reject(serviceUnavailable(PDF_BUSY, 5));
      if (owner !== null) {
        if ((inHand.get(owner) ?? 0) >= limits.perOwner || waiting.length >= limits.queue) {
          return Promise.reject(serviceUnavailable(PDF_BUSY, retryAfterSeconds()));
        }
        inHand.set(owner, (inHand.get(owner) ?? 0) + 1);
      }
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ job: { id: nextId++, kind, args, maxPages }, owner, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(serviceUnavailable(PDF_BUSY, 5));
      await Promise.all(
        slots.splice(0).map(async (slot) => {
          if (slot.busy) {
            clearTimeout(slot.busy.timer);
            slot.busy.reject(serviceUnavailable(PDF_BUSY, 5));
          }
          await slot.worker.terminate();
        }),
      );
    },
  };
}
