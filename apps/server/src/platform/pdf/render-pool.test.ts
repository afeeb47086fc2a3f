import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { createRenderPool, PDF_BUSY, type PdfRenderer, type RenderPoolLimits } from './render-pool';
import type { PdfArgs } from './pdf-kinds';

type ReportContent = PdfArgs<'report'>[0];
/** The worker entry as the app starts it (src/pdf-worker.mjs). */
const workerUrl = new URL('../../pdf-worker.mjs', import.meta.url);

/** A report of `rows` rows in ten groups (about 45 rows a page). */
const report = (rows: number): ReportContent => ({
  siteName: 'Harbor Foodservice',
  title: 'Product Price List',
  subtitle: ['Bayside Bistro (BAYBIS)'],
  columns: [
    { header: 'Product Code', width: 80 },
    { header: 'Description', width: 332 },
    { header: 'Price', width: 100, align: 'right' },
  ],
  groups: Array.from({ length: 10 }, (_, g) => ({
    heading: `Category ${g}`,
    rows: Array.from({ length: rows / 10 }, (_, i) => [
      `${g}${String(i).padStart(5, '0')}`,
      `Product ${g}-${i}`,
      `$${(i + 1).toFixed(2)} / CS`,
    ]),
  })),
});

const pools: PdfRenderer[] = [];
function pool(limits: Partial<RenderPoolLimits> = {}): PdfRenderer {
  const p = createRenderPool({ workerUrl, workers: 1, perOwner: 2, queue: 8, renderTimeoutMs: 60_000, ...limits });
  pools.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** The refusal a promise ends in (it must be refused). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return err;
}

describe('the PDF render pool', () => {
  it('draws a document in a worker thread and hands back its bytes', async () => {
    const pdf = await pool().render('report', [report(100)], 'user:1');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  it("refuses a user's third document while two are in hand, with 503 and Retry-After, and still serves another user", async () => {
    const p = pool();
    const first = p.render('report', [report(600)], 'user:1');
    const second = p.render('report', [report(600)], 'user:1');
    const third = await refusal(p.render('report', [report(10)], 'user:1'));
    expect(third.statusCode).toBe(503);
    expect(third.reason).toBe(PDF_BUSY);
    expect(Number(third.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    const other = p.render('report', [report(10)], 'user:2');
    await expect(Promise.all([first, second, other])).resolves.toHaveLength(3);
    // Once the two are done the user may ask again.
    await expect(p.render('report', [report(10)], 'user:1')).resolves.toBeInstanceOf(Buffer);
  });

  it('refuses users once the queue is full, but never the server’s own documents (mail)', async () => {
    const p = pool({ queue: 2, perOwner: 5 });
    await p.render('report', [report(10)], 'user:1'); // the worker is up
    const accepted = [
      p.render('report', [report(300)], 'user:1'),
      p.render('report', [report(10)], 'user:2'),
      p.render('report', [report(10)], 'user:3'),
    ];
    // One drawing and two waiting: the queue is full.
    expect((await refusal(p.render('report', [report(10)], 'user:4'))).statusCode).toBe(503);
    const mail = p.render('report', [report(10)], null);
    await expect(Promise.all([...accepted, mail])).resolves.toHaveLength(4);
  });

  it('answers 422 with a clear message for a document past the page limit', async () => {
    const err = await refusal(pool({ maxPages: 3 }).render('report', [report(400)], 'user:1'));
    expect(err.statusCode).toBe(422);
    expect(err.reason).toBe(
      'This document is too long to print: it would run past 3 pages. Choose one category or fewer products.',
    );
  });

  it('stops a drawing that runs past its time, and the next document is drawn by a fresh worker', async () => {
    // About 450 pages take seconds; a small report takes milliseconds once a worker is warm (its warm-up is not timed).
    const p = pool({ renderTimeoutMs: 1_000 });
    expect((await refusal(p.render('report', [report(20_000)], 'user:1'))).statusCode).toBe(503);
    await expect(p.render('report', [report(10)], 'user:1')).resolves.toBeInstanceOf(Buffer);
  });
});
