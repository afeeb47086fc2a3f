import { parentPort } from 'node:worker_threads';
import { PdfTooLongError, setPageLimit } from './pdf-document';
import { PDF_WORKER_READY, type PdfJob, type PdfJobResult } from './pdf-job';
import { drawPdf, PDF_RENDERERS } from './pdf-renderers';

async function answer(job: PdfJob): Promise<PdfJobResult> {
  if (!Object.hasOwn(PDF_RENDERERS, job.kind)) return { id: job.id, failure: 'failed', message: `unknown PDF kind ${job.kind}` };
  try {
    setPageLimit(job.maxPages);
    const pdf = await drawPdf(job.kind, job.args);
    // A small Buffer may share Node's allocation pool: only bytes of their own may be handed over (transferred).
    const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    return { id: job.id, pdf: own ? new Uint8Array(pdf.buffer as ArrayBuffer) : new Uint8Array(pdf) };
  } catch (err) {
    return { id: job.id, failure: err instanceof PdfTooLongError ? 'too-long' : 'failed', message: err instanceof Error ? err.message : String(err) };
  }
}

// A first small document loads the fonts and warms the code, so no user's document pays for it (nor its time limit).
await drawPdf('report', [{ siteName: '', title: '', subtitle: [], columns: [{ header: '', width: 100 }], groups: [{ heading: '', rows: [['']] }] }]);
parentPort?.postMessage(PDF_WORKER_READY);

// One job at a time: the pool never sends a second before the first is answered.
parentPort?.on('message', (job: PdfJob) => {
  void answer(job).then((result) => {
    if ('pdf' in result) parentPort?.postMessage(result, [result.pdf.buffer]);
    else parentPort?.postMessage(result);
  });
});
