import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Skeleton,
  TextField,
} from '@mui/material';
import { isStricterPasswordPolicy, type PasswordOptions, PASSWORD_MIN_LENGTH_FLOOR } from '@storefront/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { PasswordRules } from '../../../components/password/PasswordRules';
import { usePasswordOptions } from '../../../lib/password/get-password-options';
import { useSavePasswordOptions } from '../api/save-password-options';

const MAX_MINIMUM = 64;
const CLASSES = [
  ['requireUppercase', 'Require one uppercase letter'],
  ['requireLowercase', 'Require one lowercase letter'],
  ['requireNumber', 'Require one number'],
  ['requireSpecialCharacter', 'Require one special character'],
] as const;

/** Spec 3 Admin page: the password options; a stricter change asks first. */
export function PasswordOptionsCard() {
  const loaded = usePasswordOptions();
  const save = useSavePasswordOptions();
  const notify = useNotify();
  const [draft, setDraft] = useState<PasswordOptions | null>(null);
  const [lengthText, setLengthText] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (loaded.data && draft === null) {
      setDraft(loaded.data);
      setLengthText(String(loaded.data.minimumPasswordLength));
    }
  }, [loaded.data, draft]);

  const current = loaded.data;
  const length = Number(lengthText);
  const lengthValid = /^\d+$/.test(lengthText) && length >= PASSWORD_MIN_LENGTH_FLOOR && length <= MAX_MINIMUM;
  const next = draft && lengthValid ? { ...draft, minimumPasswordLength: length } : null;
  const changed = !!current && !!next && JSON.stringify(next) !== JSON.stringify(current);

  const persist = (options: PasswordOptions) => {
    setConfirming(false);
    save.mutate(options, {
      onSuccess: (result) => notify(result.message, { variant: 'success' }),
      onError: (err) => notify(err.message || 'An unexpected error occurred.', { variant: 'error' }),
    });
  };
  const submit = () => {
    if (!next || !current) return;
    if (isStricterPasswordPolicy(current, next)) setConfirming(true);
    else persist(next);
  };

  return (
    <Card variant="outlined">
      <CardHeader title="Password Options" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {loaded.isError && <Alert severity="error">The password options could not be loaded.</Alert>}
        {!draft && !loaded.isError && <Skeleton variant="rounded" height={220} />}
        {draft && (
          <>
            <TextField
              label="Minimum password length"
              value={lengthText}
              onChange={(e) => setLengthText(e.target.value.replace(/\D/g, '').slice(0, 2))}
              error={!lengthValid}
              helperText={
                lengthValid ? undefined : `Enter a number from ${PASSWORD_MIN_LENGTH_FLOOR} to ${MAX_MINIMUM}`
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 260, mb: 1 }}
              fullWidth
            />
            <FormGroup>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.limitPasswordLength}
                    onChange={(e) => setDraft({ ...draft, limitPasswordLength: e.target.checked })}
                  />
                }
                label="Limit passwords to a maximum of 14 characters"
              />
              {CLASSES.map(([key, label]) => (
                <FormControlLabel
                  key={key}
                  control={
                    <Checkbox checked={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} />
                  }
                  label={label}
                />
              ))}
            </FormGroup>
            {next && <PasswordRules options={next} />}
          </>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button variant="contained" disabled={!changed || save.isPending} onClick={submit}>
          Save
        </Button>
        <Button
          disabled={!changed || save.isPending}
          onClick={() => {
            if (!current) return;
            setDraft(current);
            setLengthText(String(current.minimumPasswordLength));
          }}
        >
          Cancel
        </Button>
      </CardActions>
      <ConfirmDialog
        open={confirming}
        title="Stricter password rules"
        message="These options make the password rules stricter. Existing passwords keep working; new and changed passwords must follow the new rules. Save them?"
        confirmLabel="Save"
        onConfirm={() => next && persist(next)}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
