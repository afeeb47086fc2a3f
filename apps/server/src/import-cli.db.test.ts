import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateToLatest, openDatabase } from './db/database';
import { createMigratedDatabase, type MigratedDatabase } from './test/migrated-database';
import { SERVER_BUNDLE } from './test/server-process';
import { TEST_DIALECT } from './test/test-database';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('npm run import: an ERP file from the terminal (issue 30)', () => {
  // PostgreSQL: a database of its own, named by DATABASE_URL. SQLite: DATA_DIR's storefront.sqlite.
  let pg: MigratedDatabase | null = null;
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-import-cli-'));
    if (TEST_DIALECT === 'postgres') {
      pg = await createMigratedDatabase();
      database = pg.database;
    } else {
      database = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'storefront.sqlite') });
      await migrateToLatest(database.db);
    }
  });
  afterAll(async () => {
    if (pg) await pg.close();
    else await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The command as `npm run import -- <args>` runs it, on the test's database. */
  function cli(...args: string[]): Promise<Run> {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' };
    delete env.DATABASE_URL;
    env.DATA_DIR = dir;
    if (pg?.target.dialect === 'postgres') env.DATABASE_URL = pg.target.url;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [SERVER_BUNDLE.import, ...args], { env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  const file = (name: string, text: string) => {
    const at = path.join(dir, name);
    fs.writeFileSync(at, text);
    return at;
  };
  const HEADER =
    'product_code,description,main_category_code,main_category_name,category_code,category_name,stock_unit,pricing_unit,unit_1,unit_1_conversion';
  const good = (code: string) => `${code},Smoked Sea Salt ${code},SPICE,Spices,SALT,Salts,CS,CS,CS,1`;

  it('imports with a progress bar and a summary; a second run changes nothing and says so', async () => {
    const products = file(
      'products.csv',
      [HEADER, good('CLI1'), good('CLI2'), 'CLI3,Bad,SPICE,,SALT,,CS,CS,CS,x'].join('\n'),
    );
    const first = await cli('products', products);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('products: 3 read, 2 inserted, 0 updated, 0 unchanged, 1 refused');
    expect(first.stdout).toContain('line 4, unit_1_conversion: "x" is not a number');
    expect(first.stderr).toContain('100%  3 / 3 rows');
    const stored = await database.db.selectFrom('products').select('product_code').orderBy('product_code').execute();
    expect(stored.map((p) => p.product_code)).toEqual(['CLI1', 'CLI2']);

    const again = await cli('products', products, '--dry-run');
    expect(again.stdout).toContain(
      'products (dry run: nothing written): 3 read, 0 inserted, 0 updated, 2 unchanged, 1 refused',
    );
  });

  it('refuses an unknown kind, a missing file and a file of the wrong kind, saying why', async () => {
    const unknown = await cli('pictures', 'x.csv');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown kind pictures.');
    const missing = await cli('prices', path.join(dir, 'nope.csv'));
    expect(missing.stderr).toContain('nope.csv does not exist.');
    const wrong = await cli('prices', file('wrong.csv', `${HEADER}\n${good('CLI9')}\n`));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('The prices file misses the columns unit, price, effective_from.');
  });
});
