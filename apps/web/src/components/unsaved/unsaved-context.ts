import { createContext } from 'react';

/** Spec 1 §2 wording (the spec's "wish"; the issue text paraphrases it as "want"). */
export const UNSAVED_DATA_MESSAGE =
  'Unsaved data would be lost by leaving the active view. Are you sure you wish to change the view?';

export interface UnsavedContextValue {
  /** Registers or clears one view's unsaved state under its own id. */
  setDirty: (id: symbol, dirty: boolean, message?: string) => void;
  /** Resolves true at once when nothing is unsaved, else asks the user; true clears every registration. */
  confirmDiscard: () => Promise<boolean>;
}

export const UnsavedContext = createContext<UnsavedContextValue | null>(null);
