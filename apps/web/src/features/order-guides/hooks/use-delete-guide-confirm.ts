import { useState } from 'react';
import type { OrderGuide } from '@storefront/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api/api-client';
import { useNotify } from '../../../components/notifications/use-notify';
import { useDeleteOrderGuide } from '../api/order-guide-writes';

/** Delete on /order-guide: asks first, then deletes the chosen guide and shows the first one left. */
export function useDeleteGuideConfirm(guide: OrderGuide | null) {
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = useDeleteOrderGuide();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const deleteChosen = () => {
    setConfirmDelete(false);
    if (!guide) return;
    remove.mutate(guide.name, {
      onSuccess: () => {
        notify(`Deleted Order Guide "${guide.name}".`, { variant: 'success' });
        void navigate({ hash: '' }, { replace: true });
      },
      onError: (err) => notify(errorMessage(err), { variant: 'error' }),
    });
  };

  return {
    confirmDelete,
    deleting: remove.isPending,
    ask: () => setConfirmDelete(true),
    cancel: () => setConfirmDelete(false),
    deleteChosen,
  };
}
