import type { PdfArgs, PdfKind } from './pdf-kinds';

// What the render pool and its worker threads say to each other (the pool never loads the worker's module).

/** A job the pool sends: draw `kind` from `args`. */
export interface PdfJob {
  id: number;
  kind: PdfKind;
  args: PdfArgs<PdfKind>;
  /** The most pages the document may have. */
  maxPages: number;
}

/** The worker's answer: the PDF's bytes, or why there are none. */
export type PdfJobResult =
  { id: number; pdf: Uint8Array<ArrayBuffer> } | { id: number; failure: 'too-long' | 'failed'; message: string };

/** The worker's first message: loaded and warmed up, it takes jobs. */
export const PDF_WORKER_READY = 'ready';
