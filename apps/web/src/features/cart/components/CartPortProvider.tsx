import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { CartLine, Product } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { usePunchout } from '../../../lib/punchout/use-punchout';
import { lazyDialog } from '../../../components/lazy-dialog';
import { type CartPort, CartPortContext } from '../../../components/cart-port/cart-port';
import { type CartDialogs, CartDialogsContext } from '../hooks/cart-dialogs';
import type { LineDialogTarget } from './line-dialog/AddToCartDialog';

// Loaded when first shown: screens that never open them (sign-in, the landing page) do not download them.
const AddToCartDialog = lazy(async () => ({
  default: (await import('./line-dialog/AddToCartDialog')).AddToCartDialog,
}));
const QuickEntry = lazy(async () => ({ default: (await import('./quick-entry/QuickEntry')).QuickEntry }));
const AccountRequiredDialog = lazyDialog(
  async () => (await import('../../../components/AccountRequiredDialog')).AccountRequiredDialog,
);

/**
 * The cart port (components/cart-port) for the product screens, and the
 * cart's own dialogs for the cart page. Mounted once under the router, so
 * one Add To Cart / Edit Cart dialog serves every screen.
 */
export function CartPortProvider({ children }: { children: ReactNode }) {
  const { userType } = useSession();
  const { readOnly } = usePunchout();
  const [target, setTarget] = useState<LineDialogTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [accountRequired, setAccountRequired] = useState(false);
  const isPublic = userType === 'Public';

  const requireAccount = useCallback(() => setAccountRequired(true), []);
  const openAddToCart = useCallback(
    (product: Product) => {
      if (isPublic) return setAccountRequired(true);
      setTarget({ mode: 'add', product });
      setOpen(true);
    },
    [isPublic],
  );
  const openEditLine = useCallback((line: CartLine) => {
    setTarget({ mode: 'edit', line });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // An inspect punchout's cart takes nothing (issue 28): without a port the product screens show no Add To Cart and no Quick Entry.
  const port = useMemo<CartPort | null>(
    () => (readOnly ? null : { openAddToCart, QuickEntry }),
    [openAddToCart, readOnly],
  );
  const dialogs = useMemo<CartDialogs>(
    () => ({ openAddToCart, openEditLine, requireAccount }),
    [openAddToCart, openEditLine, requireAccount],
  );

  return (
    <CartPortContext.Provider value={port}>
      <CartDialogsContext.Provider value={dialogs}>
        {children}
        {target && (
          <Suspense fallback={null}>
            <AddToCartDialog open={open} target={target} onClose={close} />
          </Suspense>
        )}
        <AccountRequiredDialog open={accountRequired} onClose={() => setAccountRequired(false)} />
      </CartDialogsContext.Provider>
    </CartPortContext.Provider>
  );
}
