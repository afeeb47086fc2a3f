import type { Kysely } from 'kysely';

/** Spec 3 Settings: a user's own theme (light or dark, primary and secondary colour); none stored means the default. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_preferences').addColumn('theme_mode', 'integer').execute();
  await db.schema.alterTable('user_preferences').addColumn('primary_color', 'varchar(7)').execute();
  await db.schema.alterTable('user_preferences').addColumn('secondary_color', 'varchar(7)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_preferences').dropColumn('secondary_color').execute();
  await db.schema.alterTable('user_preferences').dropColumn('primary_color').execute();
  await db.schema.alterTable('user_preferences').dropColumn('theme_mode').execute();
}
