import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { ERP_WEBHOOK_URL_MAX, webhookUrlProblem } from '@storefront/contract';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useChangeErpWebhook, useErpWebhook } from '../../api/erp-webhook';

const CONFIRM = {
  rotate: {
    title: 'Rotate the secret?',
    message: 'Every POST from now on is signed with a new secret: the ERP must be given it to accept them.',
    label: 'Rotate',
    done: 'A new secret was made.',
  },
  remove: {
    title: 'Remove the webhook?',
    message: 'Orders and payments are no longer POSTed; they are still written as files.',
    label: 'Remove',
    done: 'The webhook was removed.',
  },
} as const;

/** The webhook's address (Save) and its signing secret (Copy, Rotate). */
export function ErpWebhookSettings() {
  const webhook = useErpWebhook();
  const change = useChangeErpWebhook();
  const notify = useNotify();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<keyof typeof CONFIRM | null>(null);

  const saved = webhook.data?.url ?? '';
  const url = (draft ?? saved).trim();
  const problem = url === '' ? null : webhookUrlProblem(url);
  const canSave = url !== '' && url !== saved && !problem && !change.isPending;
  const secret = webhook.data?.secret ?? null;

  const run = (what: { set: string } | keyof typeof CONFIRM, done: string) =>
    change.mutate(what, {
      onSuccess: () => {
        setDraft(null);
        notify(done, { variant: 'success' });
      },
      onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
    });
  const copy = () => {
    if (!secret) return;
    navigator.clipboard.writeText(secret).then(
      () => notify('The secret was copied.', { variant: 'success' }),
      () => notify('Could not copy: select the secret and copy it.', { variant: 'error' }),
    );
  };

  if (webhook.isError) return <Alert severity="error">Could not read the webhook: {webhook.error.message}</Alert>;
  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) run({ set: url }, 'The webhook was saved.');
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label="Webhook URL"
          type="url"
          size="small"
          value={draft ?? saved}
          onChange={(e) => setDraft(e.target.value)}
          error={!!problem}
          helperText={
            problem ?? 'Each placed order and invoice payment is POSTed here as JSON, signed with the secret.'
          }
          disabled={webhook.isPending}
          sx={{ flex: '1 1 16rem', minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: ERP_WEBHOOK_URL_MAX, spellCheck: false, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" disabled={!canSave}>
          Save
        </Button>
      </Box>
      {secret && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Signing secret"
            size="small"
            value={secret}
            helperText="X-Storefront-Signature is sha256= and the HMAC-SHA256 of timestamp.body with this secret."
            onFocus={(e) => e.target.select()}
            sx={{ flex: '1 1 16rem', minWidth: 0 }}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          />
          <Button variant="outlined" onClick={copy}>
            Copy
          </Button>
          <Button variant="outlined" onClick={() => setConfirming('rotate')} disabled={change.isPending}>
            Rotate
          </Button>
          <Button color="error" onClick={() => setConfirming('remove')} disabled={change.isPending}>
            Remove
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming].title : ''}
        message={confirming ? CONFIRM[confirming].message : ''}
        confirmLabel={confirming ? CONFIRM[confirming].label : 'OK'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) run(confirming, CONFIRM[confirming].done);
          setConfirming(null);
        }}
      />
    </>
  );
}
