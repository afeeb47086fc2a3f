import { type RawBuilder, sql } from 'kysely';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date written into the SQL text instead of bound as a parameter. For the range bounds of an analytical
 * query run again and again (prepared, postgres-prepared.ts): after five runs PostgreSQL may switch to a generic plan,
 * which cannot see a bound date and guesses one row for every range, and such a plan can cost ten times the custom
 * one. With the dates in the text every plan sees them. Only a well-formed ISO date is accepted.
 */
export function dateLiteral(isoDate: string): RawBuilder<string> {
  if (!ISO_DATE.test(isoDate)) throw new Error(`not an ISO date: ${JSON.stringify(isoDate)}`);
  return sql.lit(isoDate);
}
