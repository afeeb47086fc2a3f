import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_KINDS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { importKindOf } from './import-kinds';

const README = path.resolve(import.meta.dirname, '../../../../../README.md');

/** The README's "ERP data exchange" section. */
function erpSection(): string {
  const text = fs.readFileSync(README, 'utf8');
  const start = text.indexOf('\n## ERP data exchange');
  const end = text.indexOf('\n## ', start + 1);
  return start === -1 ? '' : text.slice(start, end === -1 ? undefined : end);
}

describe('README: ERP data exchange', () => {
  it('names every column of every import kind, as the templates do', () => {
    const section = erpSection();
    expect(section).not.toBe('');
    const missing: string[] = [];
    for (const name of IMPORT_KINDS) {
      if (!section.includes(`**${name}**`)) missing.push(name);
      for (const { name: column } of importKindOf(name).columns) {
        const shown = column.replace(/^unit_\d/, 'unit_N');
        if (!section.includes(`\`${shown}\``)) missing.push(`${name}.${column}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
