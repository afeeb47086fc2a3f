import { useState } from 'react';
import type { CartLine } from '@storefront/contract';
import { errorMessage, isApiError } from '../../../../lib/api/api-client';
import { useCreateOrderGuide } from '../../../../lib/catalogue/api/create-order-guide';
import { GuideNameDialog } from '../../../../components/order-guides/GuideNameDialog';
import { useNotify } from '../../../../components/notifications/use-notify';
import { cartLinesAsGuide, savedGuideHref } from '../../utils/cart-as-guide';

interface SaveOrderGuideDialogProps {
  open: boolean;
  lines: readonly CartLine[];
  onClose: () => void;
}

/**
 * Spec 2 §2 'Save Order Guide': the cart's lines become a new guide. A taken name (409)
 * shows the server's reason under the field; any other failure 'Failed to create order guide: ...'.
 */
export function SaveOrderGuideDialog({ open, lines, onClose }: SaveOrderGuideDialogProps) {
  const notify = useNotify();
  const create = useCreateOrderGuide();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const save = (name: string) =>
    create.mutate(
      { name, products: cartLinesAsGuide(lines) },
      {
        onSuccess: (guide) => {
          notify(`Created order guide "${guide.name}" successfully.`, {
            variant: 'success',
            action: { label: 'Open', to: savedGuideHref(guide.name) },
          });
          close();
        },
        onError: (err) => {
          if (isApiError(err, 409)) setRefusal(err.message);
          else notify(`Failed to create order guide: ${errorMessage(err)}`, { variant: 'error' });
        },
      },
    );
  return (
    <GuideNameDialog
      key={open ? 'open' : 'closed'}
      open={open}
      title="Save Order Guide"
      refusal={refusal}
      pending={create.isPending}
      onSave={save}
      onCancel={close}
    />
  );
}
