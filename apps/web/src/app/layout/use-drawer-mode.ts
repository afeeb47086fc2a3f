import { useMediaQuery } from '@mui/material';
import { useSession } from '../../lib/session/use-session';

export type DrawerMode = 'permanent' | 'temporary' | 'none';

/** Spec 1 §2: permanent drawer only on wide screens (≥ 1200 px, so never on phones) and never in punchout. */
export const WIDE_SCREEN = '(min-width:1200px)';

export function useDrawerMode(): DrawerMode {
  const { status, userType, isPunchout } = useSession();
  // noSsr reads the query on first render, so a wide screen never flashes the temporary layout.
  const wide = useMediaQuery(WIDE_SCREEN, { noSsr: true });
  // Spec 2 §1: Public users get no menu.
  if (status !== 'ready' || userType === 'Public') return 'none';
  return wide && !isPunchout ? 'permanent' : 'temporary';
}
