import type { Db } from '../../../db/database';
import type { CategoriesTable, MainCategoriesTable, StoredRow } from '../../../db/schema';
import { type ApplyContext, type BatchCounts, type Lined, refusal } from '../import-kind';
import type { ProductRow } from './product-row';

/** Main categories and categories named by the batch: created or renamed when a name is given; unknown ones refuse their rows. */
export async function placeCategories(
  db: Db,
  rows: readonly Lined<ProductRow>[],
  ctx: Pick<ApplyContext, 'write' | 'made'>,
  counts: BatchCounts,
): Promise<Set<number>> {
  const { write } = ctx;
  const refusedLines = new Set<number>();
  const mainCodes = [...new Set(rows.map((r) => r.row.mainCategory))];
  const catCodes = [...new Set(rows.map((r) => r.row.category))];
  // Categories made by earlier batches of the pass (not written in a dry run) count as there.
  const mains = (ctx.made.get('main_categories') ?? new Map()) as Map<string, StoredRow<MainCategoriesTable>>;
  const cats = (ctx.made.get('categories') ?? new Map()) as Map<string, StoredRow<CategoriesTable>>;
  ctx.made.set('main_categories', mains);
  ctx.made.set('categories', cats);
  for (const m of await db.selectFrom('main_categories').selectAll().where('code', 'in', mainCodes).execute())
    if (!mains.has(m.code)) mains.set(m.code, m);
  for (const c of await db.selectFrom('categories').selectAll().where('code', 'in', catCodes).execute())
    if (!cats.has(c.code)) cats.set(c.code, c);
  for (const { line, row } of rows) {
    const main = mains.get(row.mainCategory);
    if (!main && !row.mainCategoryName) {
      counts.refused.push(
        refusal(
          line,
          'main_category_code',
          `no main category ${row.mainCategory}: give main_category_name to create it`,
          row.mainCategory,
        ),
      );
      refusedLines.add(line);
      continue;
    }
    if (!main || (row.mainCategoryName && main.description !== row.mainCategoryName)) {
      const description = row.mainCategoryName;
      if (write) {
        if (main)
          await db.updateTable('main_categories').set({ description }).where('code', '=', row.mainCategory).execute();
        else
          await db.insertInto('main_categories').values({ code: row.mainCategory, description, sequence: 0 }).execute();
      }
      mains.set(row.mainCategory, { code: row.mainCategory, description, sequence: main?.sequence ?? 0 });
    }
    const cat = cats.get(row.category);
    if (!cat && !row.categoryName) {
      counts.refused.push(
        refusal(line, 'category_code', `no category ${row.category}: give category_name to create it`, row.category),
      );
      refusedLines.add(line);
      continue;
    }
    if (cat && cat.main_category_code !== row.mainCategory) {
      counts.refused.push(
        refusal(
          line,
          'category_code',
          `category ${row.category} belongs to main category ${cat.main_category_code}`,
          row.category,
        ),
      );
      refusedLines.add(line);
      continue;
    }
    if (!cat || (row.categoryName && cat.description !== row.categoryName)) {
      const description = row.categoryName;
      if (write) {
        if (cat) await db.updateTable('categories').set({ description }).where('code', '=', row.category).execute();
        else
          await db
            .insertInto('categories')
            .values({ code: row.category, main_category_code: row.mainCategory, description, sequence: 0 })
            .execute();
      }
      cats.set(row.category, {
        code: row.category,
        main_category_code: row.mainCategory,
        description,
        sequence: cat?.sequence ?? 0,
      });
    }
  }
  return refusedLines;
}
