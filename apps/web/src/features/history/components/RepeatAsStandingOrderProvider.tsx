import { type ReactNode, useState } from 'react';
import type { StandingOrder } from '@storefront/contract';
import { StandingOrderDialog } from '../../../components/standing-orders/StandingOrderDialog';
import { useSession } from '../../../lib/session/use-session';
import {
  newDraft,
  requestOf,
  type StandingOrderDraft,
  todayIso,
} from '../../../lib/standing-orders/standing-order-form';
import { useStandingOrderWrite } from '../../../lib/standing-orders/standing-orders-api';
import { RepeatAsStandingOrderContext } from '../hooks/use-repeat-as-standing-order';
import { StandingOrderSavedDialog } from './StandingOrderSavedDialog';

type Step = { orderNumber: string; saved: StandingOrder | null } | null;

/**
 * Issue 32 Repeat as Standing Order, for the orders of the page: the standing order's name, ship-to, delivery days and
 * dates, its lines the order's (POST /api/standingorders with fromOrder); once saved, the way to Standing Orders.
 */
export function RepeatAsStandingOrderProvider({ children }: { children: ReactNode }) {
  const { customer } = useSession();
  const write = useStandingOrderWrite();
  const [step, setStep] = useState<Step>(null);
  const [error, setError] = useState<string | null>(null);
  const shipTos = customer?.shiptos ?? [];

  const close = () => {
    setStep(null);
    setError(null);
  };
  const save = (orderNumber: string, draft: StandingOrderDraft) => {
    setError(null);
    const { lines: _none, ...header } = requestOf(draft);
    write.mutate(
      { kind: 'create', body: { ...header, fromOrder: orderNumber } },
      {
        onSuccess: (saved) => {
          if (saved) setStep({ orderNumber, saved });
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <RepeatAsStandingOrderContext.Provider value={(orderNumber) => setStep({ orderNumber, saved: null })}>
      {children}
      {step && !step.saved && (
        <StandingOrderDialog
          title={`Repeat Order ${step.orderNumber} as Standing Order`}
          initial={newDraft(customer?.defaultShipto ?? shipTos[0]?.code ?? '', todayIso())}
          shipTos={shipTos}
          withLines={false}
          linesFrom={`order ${step.orderNumber}`}
          submitting={write.isPending}
          error={error}
          onSave={(draft) => save(step.orderNumber, draft)}
          onClose={close}
        />
      )}
      {step?.saved && <StandingOrderSavedDialog order={step.saved} fromOrder={step.orderNumber} onClose={close} />}
    </RepeatAsStandingOrderContext.Provider>
  );
}
