import { z } from 'zod/mini';

/** What the ERP import reads (issue 30): one CSV file per kind, with a header row. */
export const IMPORT_KINDS = [
  'products',
  'prices',
  'customers',
  'shiptos',
  'users',
  'stock',
  'ar',
  'orders',
  'invoices',
] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];

export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

/** Upload bounds: the file's size, its data rows and its columns. */
export const IMPORT_LIMITS = {
  maxBytes: 200 * 1024 * 1024,
  maxRows: 2_000_000,
  maxColumns: 60,
  /** One record (a row, quoted newlines included). */
  maxRecordBytes: 64 * 1024,
} as const;

/** Refused rows kept per import (the counts go on past it). */
export const IMPORT_REFUSED_KEPT = 1_000;

const flag = z.optional(z.enum(['true', 'false']));

/** POST /api/admin/import/{kind}?dryRun=true&allOrNothing=true&deactivateMissing=true&encoding=windows-1252 */
export const ImportQuery = z.strictObject({
  dryRun: flag,
  allOrNothing: flag,
  deactivateMissing: flag,
  encoding: z.optional(z.enum(IMPORT_ENCODINGS)),
  /** The uploaded file's name, shown with the import. */
  fileName: z.optional(z.string().check(z.maxLength(200))),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

export const ImportKindParams = z.strictObject({ kind: z.enum(IMPORT_KINDS) });
/** An import id: up to 9 digits (an integer column on both databases). */
export const ImportJobParams = z.strictObject({ jobId: z.string().check(z.regex(/^\d{1,9}$/)) });

export interface ImportOptions {
  dryRun: boolean;
  allOrNothing: boolean;
  deactivateMissing: boolean;
  encoding: ImportEncoding;
}

export const ImportStarted = z.object({ jobId: z.string() });
export type ImportStarted = z.infer<typeof ImportStarted>;

export const ImportCounts = z.object({
  read: z.int(),
  inserted: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  refused: z.int(),
  /** Rows missing from a full file and deactivated (--deactivate-missing). */
  deactivated: z.int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/** A refused row: its line in the file (1 is the header), the column at fault ('' for the whole row) and why. */
export const RefusedRow = z.object({
  line: z.int(),
  column: z.string(),
  reason: z.string(),
  value: z.string(),
});
export type RefusedRow = z.infer<typeof RefusedRow>;

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** GET /api/admin/import/{jobId} */
export const ImportStatus = z.object({
  jobId: z.string(),
  kind: z.enum(IMPORT_KINDS),
  state: z.enum(IMPORT_STATES),
  fileName: z.string(),
  dryRun: z.boolean(),
  allOrNothing: z.boolean(),
  deactivateMissing: z.boolean(),
  /** Data rows in the file (an estimate until the file is read), and rows done so far. */
  totalRows: z.int(),
  processedRows: z.int(),
  counts: ImportCounts,
  /** The first IMPORT_REFUSED_KEPT refused rows; counts.refused has them all. */
  refusedRows: z.array(RefusedRow),
  /** Why the whole import failed (an unreadable file, a missing column); '' otherwise. */
  error: z.string(),
  /** ISO 8601 times. */
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

/** GET /api/admin/imports: the newest imports, for the page's history. */
export const ImportList = z.object({ imports: z.array(ImportStatus) });
export type ImportList = z.infer<typeof ImportList>;
