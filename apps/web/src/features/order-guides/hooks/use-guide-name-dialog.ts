import { useState } from 'react';
import type { OrderGuide } from '@storefront/contract';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { PATHS } from '../../../lib/routes/route-paths';
import { useNotify } from '../../../components/notifications/use-notify';
import { useCopyOrderGuide } from '../api/order-guide-writes';
import { editHash } from '../utils/page-guides';

type Naming = 'create' | 'copy' | null;

/** Create New and Copy on /order-guide: both ask for a name; Create New opens the editor, Copy copies the chosen guide. */
export function useGuideNameDialog(
  guides: readonly OrderGuide[],
  guide: OrderGuide | null,
  choose: (name: string) => void,
) {
  const navigate = useNavigate();
  const notify = useNotify();
  const copy = useCopyOrderGuide();
  const [naming, setNaming] = useState<Naming>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const closeNaming = () => {
    setNaming(null);
    setRefusal(null);
  };
  const named = (name: string) => {
    if (naming === 'create') {
      // Spec 1 §4: the editor's Save creates the guide; a taken name is refused here first.
      if (guides.some((g) => g.name === name)) return setRefusal(`An order guide named "${name}" already exists.`);
      return void navigate(`${PATHS.orderGuideEdit}${editHash(name)}`);
    }
    const done = {
      onSuccess: () => {
        notify(`Copied Order Guide to "${name}".`, { variant: 'success' });
        closeNaming();
        choose(name);
      },
      onError: (err: unknown) => {
        if (isApiError(err, 409)) setRefusal(errorMessage(err));
        else notify(errorMessage(err), { variant: 'error' });
      },
    };
    if (guide) copy.mutate({ name: guide.name, newName: name }, done);
  };

  return {
    naming,
    refusal,
    copying: copy.isPending,
    startCreate: () => setNaming('create'),
    startCopy: () => setNaming('copy'),
    named,
    closeNaming,
  };
}
