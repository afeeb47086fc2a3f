import { ComingLater } from '../../../components/ComingLater';
import { useRouteHandle } from '../../../lib/routes/use-route-handle';

/** Every screen a later issue owns renders this, titled from its route. */
export function PlaceholderPage() {
  const title = useRouteHandle()?.title ?? 'This page';
  return <ComingLater title={title} />;
}
