import { useSession } from '../session/use-session';

/** Whether this is a punchout session (spec 1 §1), and whether it only inspects its cart (cXML `operation="inspect"`). */
export function usePunchout(): { isPunchout: boolean; readOnly: boolean } {
  const { isPunchout, user } = useSession();
  return { isPunchout, readOnly: isPunchout && user?.punchoutReadOnly === true };
}
