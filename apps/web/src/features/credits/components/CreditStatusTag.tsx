import type { CreditRequestStatus } from '@storefront/contract';
import { Tag } from '../../../components/ui/Tag';
import { statusTone } from '../utils/credit-text';

/** A request's status as a small tag ('Open', 'Partly approved'). */
export function CreditStatusTag({ status }: { status: CreditRequestStatus }) {
  return <Tag label={status} color={statusTone(status)} />;
}
