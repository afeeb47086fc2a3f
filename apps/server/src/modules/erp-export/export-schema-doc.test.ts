import fs from 'node:fs';
import path from 'node:path';
import { CreditExport, OrderExport, PaymentExport } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../../../docs/erp/export-document.schema.json');

/** The JSON Schema of what the ERP receives (files and webhook), from the contract's own schemas. */
const exportDocumentSchema = () =>
  z.toJSONSchema(z.union([OrderExport, PaymentExport, CreditExport]), { target: 'draft-2020-12' });

describe('docs/erp/export-document.schema.json', () => {
  it('is the JSON Schema of the export documents as the contract defines them', () => {
    // Regenerate after changing the documents: UPDATE_DOCS=1 npx vitest run <this file>
    if (process.env.UPDATE_DOCS === '1')
      fs.writeFileSync(SCHEMA_FILE, `${JSON.stringify(exportDocumentSchema(), null, 2)}\n`);
    expect(JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8'))).toEqual(exportDocumentSchema());
  });
});
