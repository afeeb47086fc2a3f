import { IMPORT_LIMITS } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES, fileProblem, importQuery } from './import-request';

describe('the import request', () => {
  it('sends only the options that are on', () => {
    expect(importQuery(DEFAULT_CHOICES, 'items.csv')).toEqual({
      dryRun: undefined,
      allOrNothing: undefined,
      deactivateMissing: undefined,
      encoding: undefined,
      fileName: 'items.csv',
    });
    expect(
      importQuery(
        { kind: 'customers', dryRun: true, allOrNothing: true, deactivateMissing: true, encoding: 'windows-1252' },
        'c.txt',
      ),
    ).toEqual({
      dryRun: 'true',
      allOrNothing: 'true',
      deactivateMissing: 'true',
      encoding: 'windows-1252',
      fileName: 'c.txt',
    });
  });

  it('asks to deactivate missing rows only of products and customers', () => {
    expect(
      importQuery({ ...DEFAULT_CHOICES, kind: 'prices', deactivateMissing: true }, 'p.csv').deactivateMissing,
    ).toBe(undefined);
    expect(importQuery({ ...DEFAULT_CHOICES, deactivateMissing: true }, 'p.csv').deactivateMissing).toBe('true');
  });

  it('keeps the name within what the server stores', () => {
    expect(importQuery(DEFAULT_CHOICES, `${'a'.repeat(300)}.csv`).fileName).toHaveLength(200);
  });

  it('refuses no file, an empty file and one past the upload limit', () => {
    expect(fileProblem(null)).toBe('Choose a CSV file to import.');
    expect(fileProblem({ size: 0 })).toBe('The file is empty.');
    expect(fileProblem({ size: IMPORT_LIMITS.maxBytes + 1 })).toBe(
      'The file is larger than 200 MB, the most one import reads.',
    );
    expect(fileProblem({ size: 10 })).toBeNull();
  });
});
