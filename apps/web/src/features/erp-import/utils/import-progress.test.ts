import { describe, expect, it } from 'vitest';
import { importLine, progressPercent, progressText } from './import-progress';

const counts = { read: 302, inserted: 300, updated: 0, unchanged: 0, refused: 2, deactivated: 0 };
const status = (over: Partial<Parameters<typeof importLine>[0]> = {}) => ({
  state: 'running' as const,
  dryRun: false,
  processedRows: 150,
  totalRows: 300,
  counts,
  ...over,
});

describe('import progress', () => {
  it('is rows done of rows, rounded down, below 100 until the job says done', () => {
    expect(progressPercent(status())).toBe(50);
    expect(progressPercent(status({ processedRows: 299 }))).toBe(99);
    // The row count is an estimate until the file is read: never past 99 while running.
    expect(progressPercent(status({ processedRows: 320 }))).toBe(99);
    expect(progressPercent(status({ state: 'done', processedRows: 0 }))).toBe(100);
    expect(progressPercent(status({ state: 'queued', processedRows: 0, totalRows: 0 }))).toBe(0);
  });

  it('says where the import is, in words', () => {
    expect(progressText(status({ processedRows: 1200, totalRows: 2500 }))).toBe('Running: 1,200 of about 2,500 rows.');
    expect(progressText(status({ state: 'queued' }))).toBe('Queued: the import starts in a moment.');
    expect(progressText(status({ state: 'done' }))).toBe('Done: 302 rows read.');
    expect(progressText(status({ state: 'done', counts: { ...counts, read: 1 } }))).toBe('Done: 1 row read.');
  });

  it('sums an import up in one line for the recent list', () => {
    expect(importLine(status({ state: 'done' }))).toBe('Done: 302 read, 300 inserted, 0 updated, 2 refused');
    expect(importLine(status({ state: 'done', dryRun: true }))).toBe(
      'Done (dry run): 302 read, 300 inserted, 0 updated, 2 refused',
    );
    expect(importLine(status())).toBe('Running: 50%');
    expect(importLine(status({ state: 'failed' }))).toBe('Failed');
  });
});
