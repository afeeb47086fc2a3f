import type { SubstitutionPreferenceAnswer } from '@storefront/contract';
import { DEFAULT_SUBSTITUTION_PREFERENCE, type SubstitutionPreference } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { ActingFor, CustomerTerms, Principal } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/http-error';
import { customerPreference, setCustomerPreference, setUserPreference, userPreference } from './substitutes.repository';

/** Whose substitution preference applies: the acting customer's, else (a consumer) the user's own. */
export interface PreferenceOwner {
  customerId: number | null;
  userId: number;
  /** The acting customer's terms as the request read them (CartOwner.terms): they carry its preference. */
  terms?: Pick<CustomerTerms, 'id' | 'substitution_preference'> | null;
}

/**
 * The preference a cart is offered substitutes by (issue 31): the acting customer's, shared by its buyers and its
 * salespeople (read with the request's terms when it has them); without a customer, the consumer's own; 'ask' until
 * someone chooses.
 */
export async function substitutionPreferenceOf(db: Db, owner: PreferenceOwner): Promise<SubstitutionPreference> {
  if (owner.customerId !== null && owner.terms?.id === owner.customerId) return owner.terms.substitution_preference;
  if (owner.customerId !== null)
    return (await customerPreference(db, owner.customerId))?.preference ?? DEFAULT_SUBSTITUTION_PREFERENCE;
  return (await userPreference(db, owner.userId)) ?? DEFAULT_SUBSTITUTION_PREFERENCE;
}

/** The customer the session acts for, or the consumer itself; anyone else has no preference to set. */
function ownerOf(principal: Principal, acting: ActingFor | null): PreferenceOwner {
  const customerId = acting?.customerId ?? null;
  if (customerId === null && principal.kind !== 'consumer')
    throw forbidden('Select a customer first: substitutions are set for the customer you act for.');
  return { customerId, userId: principal.userId };
}

/** GET /api/preferences/substitutions. */
export async function readSubstitutionPreference(
  db: Db,
  principal: Principal,
  acting: ActingFor | null,
): Promise<SubstitutionPreferenceAnswer> {
  const owner = ownerOf(principal, acting);
  if (owner.customerId === null) {
    const own = await userPreference(db, owner.userId);
    return { preference: own ?? DEFAULT_SUBSTITUTION_PREFERENCE, appliesTo: 'consumer', customerName: '' };
  }
  const customer = await customerPreference(db, owner.customerId);
  return {
    preference: customer?.preference ?? DEFAULT_SUBSTITUTION_PREFERENCE,
    appliesTo: 'customer',
    customerName: customer?.name ?? '',
  };
}

/** PUT /api/preferences/substitutions: the acting customer's preference, or the consumer's own. */
export async function saveSubstitutionPreference(
  db: Db,
  principal: Principal,
  acting: ActingFor | null,
  preference: SubstitutionPreference,
): Promise<SubstitutionPreferenceAnswer> {
  const owner = ownerOf(principal, acting);
  if (owner.customerId === null) await setUserPreference(db, owner.userId, preference);
  else await setCustomerPreference(db, owner.customerId, preference);
  return readSubstitutionPreference(db, principal, acting);
}
