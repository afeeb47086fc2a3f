import { parentPort } from 'node:worker_threads';
import { PdfTooLongError, setPageLimit } from './pdf-document';
import { PDF_WORKER_READY, type PdfJob, type PdfJobResult } from './pdf-job';

/** A drawing by name, as the worker's entry hands them in (src/pdf-renderers.ts). */
export type PdfDrawings = Readonly<Record<string, (...args: never[]) => Promise<Buffer>>>;

async function answer(drawings: PdfDrawings, job: PdfJob): Promise<PdfJobResult> {
  if (!Object.hasOwn(drawings, job.kind))
    return { id: job.id, failure: 'failed', message: `unknown PDF kind ${job.kind}` };
  try {
    setPageLimit(job.maxPages);
    const draw = drawings[job.kind] as (...args: unknown[]) => Promise<Buffer>;
    const pdf = await draw(...(job.args as unknown[]));
    // A small Buffer may share Node's allocation pool: only bytes of their own may be handed over (transferred).
    const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    return { id: job.id, pdf: own ? new Uint8Array(pdf.buffer as ArrayBuffer) : new Uint8Array(pdf) };
  } catch (err) {
    return {
      id: job.id,
      failure: err instanceof PdfTooLongError ? 'too-long' : 'failed',
      message: err instanceof Error ? err.message : String(err),
    };
  }
}

/**
 * The body of a PDF worker thread: warm up (fonts and code load on a first small document, so no user's document
 * pays for it, nor its time limit), say ready, then draw one job at a time (the pool never sends a second before
 * the first is answered).
 */
export async function runPdfWorker(drawings: PdfDrawings, warmUp: () => Promise<unknown>): Promise<void> {
  await warmUp();
  parentPort?.postMessage(PDF_WORKER_READY);
  parentPort?.on('message', (job: PdfJob) => {
    void answer(drawings, job).then((result) => {
      if ('pdf' in result) parentPort?.postMessage(result, [result.pdf.buffer]);
      else parentPort?.postMessage(result);
    });
  });
}
