import type { ConsumerPreferences } from '@storefront/contract';
import { preferenceProblems, storedPhone } from '@storefront/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../db/database';
import { badRequest, forbidden } from '../../platform/http/http-error';
import { readConsumerPreferences, writeConsumerPreferences } from './preferences.repository';

export const PREFERENCES_UPDATED = 'Preferences updated.';
export const PREFERENCES_NOT_UPDATED = 'Preferences not updated';

function consumerOnly(principal: Principal): number {
  if (principal.kind !== 'consumer' || principal.isPunchout)
    throw forbidden('Preferences belong to consumer accounts.');
  return principal.userId;
}

/** GET /api/consumer. */
export async function consumerPreferences(db: Db, principal: Principal): Promise<ConsumerPreferences> {
  const row = await readConsumerPreferences(db, consumerOnly(principal));
  if (!row) throw forbidden('Preferences belong to consumer accounts.');
  return { company: row.company, phone: row.phone, email: row.email ?? '', emailOption: row.email_opt_in === 1 };
}

/** POST /api/consumer: the e-mail identifies the account (it cannot be changed here) and must be the one on file. */
export async function saveConsumerPreferences(
  db: Db,
  principal: Principal,
  body: ConsumerPreferences,
): Promise<{ message: string }> {
  const userId = consumerOnly(principal);
  const [problem] = Object.values(preferenceProblems(body));
  if (problem) throw badRequest(problem);
  const row = await readConsumerPreferences(db, userId);
  if (!row?.email || row.email.toLowerCase() !== body.email.trim().toLowerCase())
    throw badRequest(PREFERENCES_NOT_UPDATED);
  await writeConsumerPreferences(db, userId, {
    company: body.company.trim(),
    phone: storedPhone(body.phone),
    emailOptIn: body.emailOption,
  });
  return { message: PREFERENCES_UPDATED };
}
