import { useEffect, useMemo, useState } from 'react';
import type { OrderGuideProduct } from '@storefront/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api/api-client';
import { useCreateOrderGuide } from '../../../lib/catalogue/api/create-order-guide';
import { PATHS } from '../../../lib/routes/route-paths';
import { useNotify } from '../../../components/notifications/use-notify';
import { useUnsavedGuard } from '../../../components/unsaved/use-unsaved-guard';
import { usePatchOrderGuide } from '../api/order-guide-writes';
import { createLines, type GuideSelection, patchLines } from '../utils/guide-edit';
import { guideHash } from '../utils/page-guides';

interface GuideSaveInput {
  name: string;
  saved: OrderGuideProduct[] | null;
  exists: boolean;
  loaded: boolean;
  chosen: GuideSelection;
}

/** Save and Cancel on /order-guide-edit: creates or patches the guide, guards unsaved changes, then goes back to /order-guide. */
export function useGuideSave({ name, saved, exists, loaded, chosen }: GuideSaveInput) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateOrderGuide();
  const patch = usePatchOrderGuide();
  const [leaving, setLeaving] = useState(false);

  const changes = useMemo(() => (saved ? patchLines(saved, chosen) : createLines(chosen)), [saved, chosen]);
  const dirty = loaded && (exists ? changes.length > 0 : chosen.size > 0);
  useUnsavedGuard(dirty && !leaving);
  const back = `${PATHS.orderGuide}${exists || leaving ? guideHash(name) : ''}`;
  useEffect(() => {
    if (leaving) void navigate(back);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate once the guard is cleared
  }, [leaving]);

  const saving = create.isPending || patch.isPending;
  const save = () => {
    const done = (message: string) => () => {
      notify(message, { variant: 'success' });
      setLeaving(true);
    };
    const failed = (err: unknown) => notify(errorMessage(err), { variant: 'error' });
    if (exists)
      patch.mutate(
        { name, body: { products: patchLines(saved ?? [], chosen) } },
        { onSuccess: done(`Updated Order Guide "${name}".`), onError: failed },
      );
    else
      create.mutate(
        { name, products: createLines(chosen) },
        { onSuccess: done(`Created Order Guide "${name}".`), onError: failed },
      );
  };

  return { save, saving, unchanged: exists && changes.length === 0, cancel: () => void navigate(back) };
}
