import type { PasswordOptionsBody } from '@storefront/contract';
import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readSiteValues, writeSiteValue } from '../settings/settings.repository';
import { PASSWORD_OPTIONS_SAVED } from './accounts.messages';

/** The options in force; a value stored before a field existed takes that field's default. */
export async function passwordOptions(db: Db): Promise<PasswordOptions> {
  return { ...DEFAULT_PASSWORD_OPTIONS, ...(await readSiteValues(db)).passwordOptions };
}

export async function savePasswordOptions(db: Db, options: PasswordOptionsBody): Promise<{ message: string }> {
  await writeSiteValue(db, 'passwordOptions', options);
  return { message: PASSWORD_OPTIONS_SAVED };
}
