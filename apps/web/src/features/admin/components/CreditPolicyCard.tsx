import { useState } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { CreditPolicy } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage } from '../../../lib/api/api-client';
import { useCreditPolicy, useSaveCreditPolicy } from '../api/credit-policy';
import {
  type CreditPolicyDraft,
  hoursHint,
  hoursProblem,
  policyDraftOf,
  policyUpdate,
  policyValid,
} from '../utils/credit-policy-form';

/** Issue 33: how long after delivery a credit can be claimed, per main category, and the default for the rest. */
export function CreditPolicyCard() {
  const policy = useCreditPolicy();
  return (
    <Card variant="outlined" component="section" aria-labelledby="credit-policy-title">
      <CardContent>
        <Typography id="credit-policy-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Credit Policy
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Claims of short, damaged, wrong or poor-quality lines are taken within these hours after the end of the
          delivery date. A main category left blank uses the default.
        </Typography>
        {policy.isPending ? (
          <Loading label="Loading the credit policy" />
        ) : policy.isError ? (
          <ErrorState message={policy.error.message} onRetry={() => void policy.refetch()} />
        ) : (
          <CreditPolicyForm key={JSON.stringify(policy.data)} policy={policy.data} />
        )}
      </CardContent>
    </Card>
  );
}

function CreditPolicyForm({ policy }: { policy: CreditPolicy }) {
  const saved = policyDraftOf(policy);
  const [draft, setDraft] = useState<CreditPolicyDraft>(saved);
  const save = useSaveCreditPolicy();
  const notify = useNotify();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const submit = () =>
    save.mutate(policyUpdate(draft), {
      onSuccess: () => notify('Credit policy saved.', { variant: 'success' }),
      onError: (err) => notify(errorMessage(err), { variant: 'error' }),
    });
  const defaultProblem = hoursProblem(draft.defaultHours, false);
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Default claim window (hours)"
        value={draft.defaultHours}
        onChange={(e) => setDraft({ ...draft, defaultHours: e.target.value })}
        error={defaultProblem !== null}
        helperText={hoursHint(draft.defaultHours, draft.defaultHours)}
        required
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        role="group"
        aria-label="Claim windows by main category"
      >
        {policy.categories.map((c) => {
          const text = draft.categories[c.mainCategoryCode] ?? '';
          return (
            <TextField
              key={c.mainCategoryCode}
              label={`${c.description} (hours)`}
              value={text}
              placeholder="Default"
              onChange={(e) =>
                setDraft({ ...draft, categories: { ...draft.categories, [c.mainCategoryCode]: e.target.value } })
              }
              error={hoursProblem(text, true) !== null}
              helperText={hoursHint(text, draft.defaultHours)}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={!dirty || !policyValid(draft) || save.isPending}>
          Save Credit Policy
        </Button>
        <Button disabled={!dirty || save.isPending} onClick={() => setDraft(saved)}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
