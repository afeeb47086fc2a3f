import { isEntryUsable } from '@storefront/domain';
import { useSession } from '../session/use-session';

/**
 * Whether this session has order guides to choose, filter by and add to (spec 1 §6): not Public,
 * not punchout, the OrderGuides entry visible and unlocked, and an owner for the guides (a
 * consumer's own, or the trade customer the session acts for).
 */
export function useGuidesUsable(): boolean {
  const { userType, customerKey, isPunchout, menu } = useSession();
  if (userType === 'Public' || isPunchout || !isEntryUsable(menu, 'OrderGuides')) return false;
  return userType === 'Consumer' || (customerKey ?? 0) > 0;
}
