import { createContext, useContext } from 'react';
import type { OptionsObject, SnackbarKey } from 'notistack';

/** notistack's enqueue and close, reached through NotificationProvider (which loads notistack on demand). */
export interface Snackbars {
  enqueue: (message: string, options: OptionsObject) => SnackbarKey;
  close: (key: SnackbarKey) => void;
}

// Outside the provider notifications go nowhere, as notistack's own hook does there.
const nowhere: Snackbars = { enqueue: (_message, options) => options.key ?? 0, close: () => undefined };

export const SnackbarsContext = createContext<Snackbars>(nowhere);

export const useSnackbars = () => useContext(SnackbarsContext);
