import type { ImportCounts, ImportStatus } from '@storefront/contract';

type State = ImportStatus['state'];

export const STATE_LABELS: Record<State, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

/** The counts of the summary, in the order. */
export const SUMMARY_COUNTS: readonly (readonly [keyof ImportCounts, string])[] = [
  ['read', 'Read'],
  ['inserted', 'Inserted'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['refused', 'Refused'],
  ['deactivated', 'Deactivated'],
];

/** The job has not ended: the page keeps asking for its progress. */
export const isActive = (state: State | undefined) => state === 'queued' || state === 'running';

const number = (n: number) => n.toLocaleString('en-US');

/**
 * Percent done, 0 to 100: rows done of the file's rows (an estimate until the file is read, so it is capped below 100
 * until the job says done).
 */
export function progressPercent(s: Pick<ImportStatus, 'state' | 'processedRows' | 'totalRows'>): number {
  if (s.state === 'done') return 100;
  if (s.totalRows <= 0) return 0;
  return Math.min(99, Math.floor((100 * s.processedRows) / s.totalRows));
}

/** The line read out with the progress bar. */
export function progressText(s: Pick<ImportStatus, 'state' | 'processedRows' | 'totalRows' | 'counts'>): string {
  switch (s.state) {
    case 'queued':
      return 'Queued: the import starts in a moment.';
    case 'running':
      return `Running: ${number(s.processedRows)} of about ${number(s.totalRows)} rows.`;
    case 'done':
      return `Done: ${number(s.counts.read)} ${s.counts.read === 1 ? 'row' : 'rows'} read.`;
    case 'failed':
      return 'Failed.';
  }
}

/** One line for an import in the recent list. */
export function importLine(
  s: Pick<ImportStatus, 'state' | 'dryRun' | 'processedRows' | 'totalRows' | 'counts'>,
): string {
  const state = `${STATE_LABELS[s.state]}${s.dryRun ? ' (dry run)' : ''}`;
  if (isActive(s.state)) return `${state}: ${progressPercent(s)}%`;
  if (s.state === 'failed') return state;
  const c = s.counts;
  return `${state}: ${number(c.read)} read, ${number(c.inserted)} inserted, ${number(c.updated)} updated, ${number(c.refused)} refused`;
}

export const importTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';
