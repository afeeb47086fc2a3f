import { IMPORT_LIMITS, type ImportEncoding, type ImportKindName, type ImportQuery } from '@storefront/contract';
import { DEACTIVATING_KINDS } from './import-kinds';

/** What the New Import form holds besides the file. */
export interface ImportChoices {
  kind: ImportKindName;
  dryRun: boolean;
  allOrNothing: boolean;
  deactivateMissing: boolean;
  encoding: ImportEncoding;
}

export const DEFAULT_CHOICES: ImportChoices = {
  kind: 'products',
  dryRun: false,
  allOrNothing: false,
  deactivateMissing: false,
  encoding: 'utf-8',
};

/** The server's limit on the name it keeps with the import. */
const FILE_NAME_MAX = 200;

const flag = (on: boolean) => (on ? ('true' as const) : undefined);

/** The query of POST /api/admin/import/{kind}: only the options that are on (Deactivate missing only where it applies). */
export function importQuery(choices: ImportChoices, fileName: string): ImportQuery {
  return {
    dryRun: flag(choices.dryRun),
    allOrNothing: flag(choices.allOrNothing),
    deactivateMissing: flag(choices.deactivateMissing && DEACTIVATING_KINDS.has(choices.kind)),
    encoding: choices.encoding === 'utf-8' ? undefined : choices.encoding,
    fileName: fileName.slice(0, FILE_NAME_MAX) || undefined,
  };
}

/** Why the chosen file cannot be sent, or null. */
export function fileProblem(file: Pick<File, 'size'> | null): string | null {
  if (!file) return 'Choose a CSV file to import.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > IMPORT_LIMITS.maxBytes)
    return `The file is larger than ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB, the most one import reads.`;
  return null;
}
