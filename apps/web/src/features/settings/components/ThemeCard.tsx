import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { isEntryUsable, isHexColor, THEME_MODES, type Theme, type ThemeMode } from '@storefront/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { useSession } from '../../../lib/session/use-session';
import { useThemeChoice } from '../../../lib/theme/theme-choice';
import { themeQueryKey, useThemeWrites } from '../api/theme-api';

const SAVED = 'Theme saved successfully';
const FAILED = 'Failed to apply theme.';

type ColorField = 'primaryColor' | 'secondaryColor';

/** One colour: the browser's picker and the same value as #rrggbb text, either may be used. */
function ColorInput({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const bad = !isHexColor(text);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        id={`${id}-picker`}
        aria-label={`${label} picker`}
        value={isHexColor(value) ? value : '#000000'}
        disabled={disabled}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: disabled ? 'default' : 'pointer',
        }}
      />
      <TextField
        id={id}
        label={label}
        value={text}
        disabled={disabled}
        error={bad}
        helperText={bad ? 'Use # and six hexadecimal digits, e.g. #008080' : ' '}
        onChange={(e) => {
          setText(e.target.value);
          if (isHexColor(e.target.value)) onChange(e.target.value.toLowerCase());
        }}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
    </Stack>
  );
}

/**
 * Spec 3 Settings, theme card: light or dark, primary and secondary colour. Apply and
 * Cancel only when changed, Reset only with a theme of one's own; editing needs the
 * ColorMaintenance entry, and consumers never edit.
 */
export function ThemeCard() {
  const { user, menu } = useSession();
  const { theme, apply } = useThemeChoice();
  const { save, remove } = useThemeWrites();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [draft, setDraft] = useState<Theme>(theme);
  const [shown, setShown] = useState<Theme>(theme);
  // The theme in force changed under the card (loaded after sign-in, saved elsewhere): start again from it.
  if (theme !== shown) {
    setShown(theme);
    setDraft(theme);
  }
  const canEdit = user !== null && user.userType !== 'Consumer' && isEntryUsable(menu, 'ColorMaintenance');
  const changed =
    draft.theme !== theme.theme ||
    draft.primaryColor !== theme.primaryColor ||
    draft.secondaryColor !== theme.secondaryColor;
  const busy = save.isPending || remove.isPending;

  const done = (next: Theme) => {
    queryClient.setQueryData(themeQueryKey(user?.username ?? null), next);
    apply(next);
    notify(SAVED, { variant: 'success' });
  };
  const onApply = () =>
    save.mutate(
      { theme: draft.theme, primaryColor: draft.primaryColor, secondaryColor: draft.secondaryColor },
      { onSuccess: done, onError: () => notify(FAILED, { variant: 'error' }) },
    );
  const onReset = () =>
    remove.mutate(undefined, { onSuccess: done, onError: () => notify(FAILED, { variant: 'error' }) });
  const setColor = (field: ColorField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  return (
    <Card variant="outlined" component="section" aria-labelledby="theme-title">
      <CardHeader title="Theme" slotProps={{ title: { component: 'h2', variant: 'h6', id: 'theme-title' } }} />
      <CardContent>
        <Stack spacing={2}>
          {!canEdit && <Alert severity="info">The theme is set for you and cannot be changed here.</Alert>}
          <Box>
            <FormLabel id="theme-mode-label">Mode</FormLabel>
            <RadioGroup
              row
              aria-labelledby="theme-mode-label"
              value={String(draft.theme)}
              onChange={(e) => setDraft((d) => ({ ...d, theme: Number(e.target.value) as ThemeMode }))}
            >
              <FormControlLabel
                value={String(THEME_MODES.Light)}
                control={<Radio />}
                label="Light"
                disabled={!canEdit}
              />
              <FormControlLabel value={String(THEME_MODES.Dark)} control={<Radio />} label="Dark" disabled={!canEdit} />
            </RadioGroup>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ColorInput
              id="theme-primary"
              label="Primary color"
              value={draft.primaryColor}
              disabled={!canEdit}
              onChange={setColor('primaryColor')}
            />
            <ColorInput
              id="theme-secondary"
              label="Secondary color"
              value={draft.secondaryColor}
              disabled={!canEdit}
              onChange={setColor('secondaryColor')}
            />
          </Stack>
        </Stack>
      </CardContent>
      {canEdit && (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button onClick={onReset} disabled={busy || !theme.hasUserTheme}>
            Reset
          </Button>
          <Button onClick={() => setDraft(theme)} disabled={busy || !changed}>
            Cancel
          </Button>
          <Button variant="contained" onClick={onApply} disabled={busy || !changed}>
            Apply
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
