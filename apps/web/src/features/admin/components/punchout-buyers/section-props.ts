import type { ReactNode } from 'react';
import type { BuyerDraft } from '../../utils/punchout-buyer-draft';

/** What a field shows: its problem once touched (or after a refused Save), else its hint; blurring it touches it. */
export interface FieldState {
  error: boolean;
  helperText: ReactNode;
  onBlur: () => void;
}

/** What each section of the buyer dialog gets: the draft, a way to change it and each field's state by problem key. */
export interface SectionProps {
  draft: BuyerDraft;
  update: (patch: Partial<BuyerDraft>) => void;
  field: (key: string, hint?: ReactNode) => FieldState;
}
