import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type EditableSiteSettings, SITE_SETTINGS_SAVED, type SiteSettingsAdminView } from '@storefront/contract';
import { ROUNDING_FLAGS } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage } from '../../../lib/api/api-client';
import { useSaveSiteSettings, useSiteSettingsAdmin } from '../api/site-settings';
import {
  allowancePercentOf,
  changedSettings,
  closedDatesOf,
  closedDatesText,
  parShareChoices,
  parShareLabel,
  reminderHourChoices,
  standingOrderHourChoices,
  SITE_SETTING_FIELDS,
} from '../utils/site-setting-fields';

interface NumberChoices {
  choices(current: number): number[];
  label(n: number): string;
}

/** Issue 32's settings: hours before the cut-off, and the share of a unit that fills to par. */
const NUMBER_CHOICES = {
  reminderLeadHours: { choices: reminderHourChoices, label: (h) => (h === 1 ? '1 hour' : `${h} hours`) },
  standingOrderLeadHours: { choices: standingOrderHourChoices, label: (h) => `${h} hours before the cut-off` },
  parRoundUpShare: { choices: parShareChoices, label: parShareLabel },
} satisfies Partial<Record<keyof EditableSiteSettings, NumberChoices>>;
import { SiteSettingChanges } from './SiteSettingChanges';

/** Beyond the spec: the site settings an administrator may change, each with its meaning, and the log of changes. */
export function SiteSettingsCard() {
  const view = useSiteSettingsAdmin();
  return (
    <Card variant="outlined" component="section" aria-labelledby="site-settings-title">
      <CardContent>
        <Typography id="site-settings-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Site Settings
        </Typography>
        {view.isPending ? (
          <Loading label="Loading site settings" />
        ) : view.isError ? (
          <ErrorState message={view.error.message} onRetry={() => void view.refetch()} />
        ) : (
          <SiteSettingsForm key={JSON.stringify(view.data.settings)} view={view.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SiteSettingsForm({ view }: { view: SiteSettingsAdminView }) {
  const [draft, setDraft] = useState<EditableSiteSettings>(view.settings);
  // The allowance as typed is not a percent yet: nothing is saved until it is (Cancel puts the saved one back).
  const [allowanceInvalid, setAllowanceInvalid] = useState(false);
  const [resets, setResets] = useState(0);
  const save = useSaveSiteSettings();
  const notify = useNotify();
  const changes = changedSettings(view.settings, draft);
  const dirty = Object.keys(changes).length > 0;
  const set = <K extends keyof EditableSiteSettings>(key: K, value: EditableSiteSettings[K]) =>
    setDraft({ ...draft, [key]: value });
  const submit = () =>
    save.mutate(changes, {
      onSuccess: () => notify(SITE_SETTINGS_SAVED, { variant: 'success' }),
      onError: (err) => notify(errorMessage(err), { variant: 'error' }),
    });
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 2 }}>
      {SITE_SETTING_FIELDS.map(({ key, label, meaning }) => {
        const value = draft[key];
        const helpId = `site-setting-${key}-help`;
        if (typeof value === 'boolean')
          return (
            <Box key={key}>
              <FormControlLabel
                control={
                  <Switch
                    checked={value}
                    onChange={(e) => set(key, e.target.checked as never)}
                    slotProps={{ input: { 'aria-describedby': helpId } }}
                  />
                }
                label={label}
              />
              <Typography id={helpId} variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
                {meaning}
              </Typography>
            </Box>
          );
        if (key === 'orderQuantityRoundingFlag')
          return (
            <TextField
              key={key}
              select
              label={label}
              helperText={meaning}
              value={draft.orderQuantityRoundingFlag}
              onChange={(e) => set(key, e.target.value as EditableSiteSettings['orderQuantityRoundingFlag'])}
            >
              {ROUNDING_FLAGS.map((f) => (
                <MenuItem key={f} value={f}>
                  {f}
                </MenuItem>
              ))}
            </TextField>
          );
        if (key === 'catchWeightAllowancePercent')
          return (
            <AllowanceField
              key={`${key}-${resets}`}
              label={label}
              meaning={meaning}
              value={draft.catchWeightAllowancePercent}
              onChange={(percent) => {
                setAllowanceInvalid(percent === null);
                if (percent !== null) set('catchWeightAllowancePercent', percent);
              }}
            />
          );
        // The numeric settings chosen from a short list: each one's choices and how a choice reads.
        const choice = NUMBER_CHOICES[key as keyof typeof NUMBER_CHOICES] as NumberChoices | undefined;
        if (choice) {
          const numberKey = key as keyof typeof NUMBER_CHOICES;
          return (
            <TextField
              key={key}
              select
              label={label}
              helperText={meaning}
              value={draft[numberKey]}
              onChange={(e) => set(numberKey, Number(e.target.value))}
            >
              {choice.choices(draft[numberKey]).map((n) => (
                <MenuItem key={n} value={n}>
                  {choice.label(n)}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (key === 'closedDates')
          return (
            <ClosedDatesField
              key={key}
              label={label}
              meaning={meaning}
              value={draft.closedDates}
              onChange={(dates) => set('closedDates', dates)}
            />
          );
        const max = key === 'checkoutMessage' ? 500 : key === 'pickupHours' ? 200 : 300;
        return (
          <TextField
            key={key}
            label={label}
            helperText={meaning}
            value={value ?? ''}
            onChange={(e) => set(key, e.target.value as never)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: max } }}
          />
        );
      })}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={!dirty || allowanceInvalid || save.isPending}>
          Save Site Settings
        </Button>
        <Button
          disabled={(!dirty && !allowanceInvalid) || save.isPending}
          onClick={() => {
            setDraft(view.settings);
            setAllowanceInvalid(false);
            setResets(resets + 1);
          }}
        >
          Cancel
        </Button>
      </Box>
      <SiteSettingChanges changes={view.changes} />
    </Box>
  );
}

/** The closed days as text: kept as typed, read into dates as it is typed. */
function ClosedDatesField(props: {
  label: string;
  meaning: string;
  value: readonly string[];
  onChange: (dates: string[]) => void;
}) {
  const [text, setText] = useState(closedDatesText(props.value));
  // Cancel (or a save) puts other dates in: show them.
  if (JSON.stringify(closedDatesOf(text)) !== JSON.stringify(props.value)) setText(closedDatesText(props.value));
  return (
    <TextField
      label={props.label}
      helperText={props.meaning}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(closedDatesOf(e.target.value));
      }}
      slotProps={{ htmlInput: { maxLength: 1200 } }}
    />
  );
}

/** The catch-weight allowance as text: kept as typed, said when it is not a percent 0 to 50 with up to 2 decimals. */
function AllowanceField(props: {
  label: string;
  meaning: string;
  value: number;
  onChange: (percent: number | null) => void;
}) {
  const [text, setText] = useState(String(props.value));
  const invalid = allowancePercentOf(text) === null;
  return (
    <TextField
      label={props.label}
      helperText={invalid ? 'Enter a percent from 0 to 50, with at most 2 decimals.' : props.meaning}
      error={invalid}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(allowancePercentOf(e.target.value));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
    />
  );
}
