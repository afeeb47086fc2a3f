import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import type { SubstitutionPreference } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { useSession } from '../../../lib/session/use-session';
import { useSaveSubstitutionPreference, useSubstitutionPreference } from '../api/substitution-preference';

const CHOICES: readonly { value: SubstitutionPreference; label: string; help: string }[] = [
  {
    value: 'allow',
    label: 'Allow substitutes',
    help: 'Offered in the cart, and shipped in place of a product that runs short.',
  },
  {
    value: 'ask',
    label: 'Ask me first',
    help: 'Offered in the cart; nothing is shipped in place of a product unless you choose it.',
  },
  { value: 'never', label: 'Never substitute', help: 'Nothing is offered or shipped in place of a product.' },
];

/**
 * Substitutions (issue 31): what may replace a product that cannot be filled, for the customer the session acts for
 * (its buyers and salespeople share it) or the consumer's own. A cart line can still say 'No substitutes for this line'.
 */
export function SubstitutionsCard() {
  const { user, userType, customerKey } = useSession();
  const canSet = user !== null && (userType === 'Consumer' || (customerKey ?? 0) > 0);
  const query = useSubstitutionPreference(canSet);
  const save = useSaveSubstitutionPreference();
  const notify = useNotify();
  const [draft, setDraft] = useState<SubstitutionPreference | null>(null);
  const current = query.data?.preference ?? null;
  const chosen = draft ?? current;

  let body;
  if (!canSet) body = <Alert severity="info">Select a customer to set its substitutions.</Alert>;
  else if (query.isPending) body = <Skeleton variant="rounded" height={120} />;
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <Typography id="substitutions-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {query.data.appliesTo === 'customer'
            ? `When a product for ${query.data.customerName} is out of stock or discontinued:`
            : 'When a product you order is out of stock or discontinued:'}
        </Typography>
        <RadioGroup
          aria-labelledby="substitutions-title substitutions-label"
          name="substitution-preference"
          value={chosen ?? ''}
          onChange={(e) => setDraft(e.target.value as SubstitutionPreference)}
        >
          {CHOICES.map((c) => (
            <div key={c.value}>
              <FormControlLabel
                value={c.value}
                control={<Radio slotProps={{ input: { 'aria-describedby': `substitutions-${c.value}-help` } }} />}
                label={c.label}
                disabled={save.isPending}
              />
              <FormHelperText id={`substitutions-${c.value}-help`} sx={{ mt: -0.75, ml: 4 }}>
                {c.help}
              </FormHelperText>
            </div>
          ))}
        </RadioGroup>
      </>
    );

  const changed = draft !== null && draft !== current;
  const onSave = () => {
    if (!draft) return;
    save.mutate(
      { preference: draft },
      {
        onSuccess: () => {
          setDraft(null);
          notify('Substitutions saved', { variant: 'success' });
        },
        onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="substitutions-title">
      <CardHeader
        title="Substitutions"
        slotProps={{ title: { id: 'substitutions-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
      {canSet && query.data && (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button onClick={() => setDraft(null)} disabled={save.isPending || !changed}>
            Cancel
          </Button>
          <Button variant="contained" onClick={onSave} disabled={save.isPending || !changed}>
            Save
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
