import { useState } from 'react';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Checkbox,
  FormControlLabel,
  Skeleton,
  Stack,
  TextField,
} from '@mui/material';
import type { ConsumerPreferences } from '@storefront/contract';
import { formatPhoneMask, preferenceProblems } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { useConsumerSettings } from '../../../lib/site/api/get-consumer-settings';
import { useConsumerPreferences } from '../api/consumer-preferences';

const NOT_UPDATED = 'Preferences not updated';

/** Spec 3 User preferences: company, phone, e-mail (must be the one on file) and the e-mail option. */
export function PreferencesCard() {
  const { query, save } = useConsumerPreferences();
  const consumer = useConsumerSettings(true);
  if (query.isPending) return <Skeleton variant="rounded" height={320} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <PreferencesForm
      initial={query.data}
      useOption={consumer.data?.useOption ?? false}
      optionText={consumer.data?.optionText ?? ''}
      save={save}
    />
  );
}

function PreferencesForm({
  initial,
  useOption,
  optionText,
  save,
}: {
  initial: ConsumerPreferences;
  useOption: boolean;
  optionText: string;
  save: ReturnType<typeof useConsumerPreferences>['save'];
}) {
  const notify = useNotify();
  const [values, setValues] = useState({ ...initial, phone: formatPhoneMask(initial.phone) });
  const problems = preferenceProblems(values);
  const valid = Object.keys(problems).length === 0;
  const text = (name: 'company' | 'phone' | 'email', label: string, autoComplete: string) => ({
    label,
    autoComplete,
    fullWidth: true,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: name === 'phone' ? formatPhoneMask(e.target.value) : e.target.value })),
    error: !!problems[name],
    helperText: problems[name],
  });
  const submit = () =>
    save.mutate(values, {
      onSuccess: (r) => notify(r.message, { variant: 'success' }),
      onError: (err) => {
        if (err.message && err.message !== NOT_UPDATED) notify(err.message, { variant: 'error' });
        notify(NOT_UPDATED, { variant: 'error' });
      },
    });

  return (
    <Card variant="outlined">
      <CardHeader title="Preferences" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2.5}>
          <TextField {...text('company', 'Company', 'organization')} slotProps={{ htmlInput: { maxLength: 40 } }} />
          <TextField
            {...text('phone', 'Phone', 'tel')}
            placeholder="(###) ###-#### Ext ######"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <TextField {...text('email', 'Email', 'email')} required type="email" />
          {useOption && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.emailOption}
                  onChange={(e) => setValues((v) => ({ ...v, emailOption: e.target.checked }))}
                />
              }
              label={optionText}
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={submit}>
          Save
        </Button>
      </CardActions>
    </Card>
  );
}
