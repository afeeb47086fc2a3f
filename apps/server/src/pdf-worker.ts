import { drawPdf, PDF_RENDERERS } from './pdf-renderers';
import { runPdfWorker } from './platform/pdf/pdf-worker-loop';

// The entry of a PDF worker thread (started by platform/pdf/render-pool.ts from the URL app.ts gives it).
await runPdfWorker(PDF_RENDERERS, () =>
  drawPdf('report', [
    {
      siteName: '',
      title: '',
      subtitle: [],
      columns: [{ header: '', width: 100 }],
      groups: [{ heading: '', rows: [['']] }],
    },
  ]),
);
