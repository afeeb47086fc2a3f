import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { PunchoutBuyer } from '@storefront/contract';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useConfirmDiscard, useUnsavedGuard } from '../../../../components/unsaved/use-unsaved-guard';
import { errorMessage } from '../../../../lib/api/api-client';
import { useSavePunchoutBuyer } from '../../api/punchout-buyers';
import { type BuyerDraft, buyerInputOf, draftChanged, draftOf } from '../../utils/punchout-buyer-draft';
import { buyerProblems } from '../../utils/punchout-buyer-rules';
import { BuyerSection } from './BuyerSection';
import { CredentialsSection } from './CredentialsSection';
import type { FieldState } from './section-props';
import { TransferSection } from './TransferSection';

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

/** Closing (or leaving the page) with changes asks first; the confirmation answers Leave or Stay. */
const UNSAVED_BUYER = 'The changes to this punchout buyer have not been saved. Leave without saving them?';

interface PunchoutBuyerDialogProps {
  open: boolean;
  /** null: a new buyer. */
  buyer: PunchoutBuyer | null;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Add Punchout Buyer / Edit Punchout Buyer (issue 28). Problems show as fields are left, and all of them on Save;
 * a refused Save keeps the dialog and everything typed, with the server's reason as it came.
 */
export function PunchoutBuyerDialog({ open, buyer, onClose }: PunchoutBuyerDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const [initial] = useState(() => draftOf(buyer));
  const [draft, setDraft] = useState<BuyerDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSavePunchoutBuyer();
  const notify = useNotify();
  const confirmDiscard = useConfirmDiscard();
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const changed = draftChanged(initial, draft);
  useUnsavedGuard(open && changed, UNSAVED_BUYER);

  const problems = buyerProblems(draft, buyer);
  const problemCount = Object.keys(problems).length;
  const showAll = attempts > 0;
  const field = (key: string, hint?: ReactNode): FieldState => {
    const problem = showAll || touched.has(key) ? problems[key] : undefined;
    return {
      error: problem !== undefined,
      helperText: problem ?? hint,
      onBlur: () => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))),
    };
  };
  const update = (patch: Partial<BuyerDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // After a Save with problems: to the first one, so the keyboard and a screen reader land where the work is.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [attempts]);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);

  const submit = () => {
    if (save.isPending) return;
    if (problemCount > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    setRefusal(null);
    save.mutate(
      { id: buyer?.id ?? null, input: buyerInputOf(draft) },
      {
        onSuccess: (saved) => {
          notify(`Punchout buyer ${saved.name} saved.`, { variant: 'success' });
          onClose();
        },
        onError: (err) => setRefusal(errorMessage(err) || 'The buyer could not be saved.'),
      },
    );
  };
  const close = async () => {
    if (save.isPending) return;
    if (changed && !(await confirmDiscard())) return;
    onClose();
  };

  const title = buyer ? 'Edit Punchout Buyer' : 'Add Punchout Buyer';
  return (
    <Dialog
      open={open}
      onClose={() => void close()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="punchout-buyer-title"
    >
      <Box
        component="form"
        ref={formRef}
        noValidate
        autoComplete="off"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="punchout-buyer-title">{title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          {refusal && (
            <Alert ref={refusalRef} severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          {showAll && problemCount > 0 && (
            <Alert severity="warning" role="alert">
              {problems.form ??
                (problemCount === 1
                  ? 'Correct the problem marked below.'
                  : `Correct the ${problemCount} problems marked below.`)}
            </Alert>
          )}
          <Section title="Buyer">
            <BuyerSection draft={draft} update={update} field={field} />
          </Section>
          <Divider />
          <Section title={draft.protocol === 'cxml' ? 'cXML credentials' : 'SAP OCI sign-in'}>
            <CredentialsSection
              draft={draft}
              update={update}
              field={field}
              storedSecret={buyer?.hasSharedSecret ?? false}
              storedPassword={buyer?.protocol === 'oci'}
            />
          </Section>
          <Divider />
          <Section title="Cart transfer">
            <TransferSection draft={draft} update={update} field={field} />
          </Section>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={() => void close()} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
