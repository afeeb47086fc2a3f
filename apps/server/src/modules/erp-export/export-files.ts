import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** '20261127T101500123Z-order-W0000123': names sort by the time the export was made, as text. */
export function exportBaseName(createdAt: number, subject: string, reference: string): string {
  const stamp = new Date(createdAt).toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${subject}-${reference.replace(/[^A-Za-z0-9-]/g, '_')}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes the file unless it exists (a run that died after writing it, or a second process): into a hidden temp file
 * first, flushed, then renamed into place, so whoever watches the folder sees the whole file or none of it.
 */
async function writeOnce(dir: string, name: string, text: string): Promise<void> {
  const target = path.join(dir, name);
  if (await exists(target)) return;
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'wx');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, target);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/** The export's CSV, then its JSON (a reader waiting for the .json finds the .csv already there). */
export async function writeExportFiles(
  dir: string,
  baseName: string,
  files: { json: string; csv: string },
): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await writeOnce(dir, `${baseName}.csv`, files.csv);
  await writeOnce(dir, `${baseName}.json`, files.json);
}
