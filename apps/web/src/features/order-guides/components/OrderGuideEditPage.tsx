import { OrderGuideName, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { useLocation } from 'react-router';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { useSession } from '../../../lib/session/use-session';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { ogEditOfHash } from '../utils/page-guides';
import { GuideEditor } from './GuideEditor';

/** /order-guide-edit (hash og_edit): checks the guide's products, with their quantities and units, then Save or Cancel (spec 1 §4). */
export function OrderGuideEditPage() {
  const name = ogEditOfHash(useLocation().hash);
  const parsed = OrderGuideName.safeParse(name);
  const { userType } = useSession();
  const guides = useOrderGuides(true);
  if (!parsed.success)
    return (
      <ErrorState
        title="No order guide to edit"
        message={parsed.error.issues[0]?.message ?? 'Order Guide Name cannot be blank.'}
      />
    );
  if (name === STANDARD_ORDER_GUIDE && userType !== 'Salesperson') {
    return (
      <ErrorState
        title="The Standard order guide cannot be edited"
        message="Only your salesperson maintains the Standard order guide."
      />
    );
  }
  if (guides.isPending) return <Loading label="Loading order guide" />;
  if (guides.isError)
    return <ErrorState message="The order guides could not be loaded." onRetry={() => void guides.refetch()} />;
  const saved = guides.data.find((g) => g.name === name) ?? null;
  // A new guide (Create New) is saved for the first time here; Standard always exists.
  return <GuideEditor key={name} name={name} saved={saved?.products ?? null} />;
}
