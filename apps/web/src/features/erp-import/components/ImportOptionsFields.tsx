import { Box, Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { IMPORT_ENCODINGS, type ImportEncoding } from '@storefront/contract';
import { DEACTIVATING_KINDS, KIND_LABELS } from '../utils/import-kinds';
import type { ImportChoices } from '../utils/import-request';

const ENCODING_LABELS: Record<ImportEncoding, string> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252' };

type Flag = 'dryRun' | 'allOrNothing' | 'deactivateMissing';

interface OptionsProps {
  choices: ImportChoices;
  update: (change: Partial<ImportChoices>) => void;
}

function FlagField({
  flag,
  label,
  meaning,
  choices,
  update,
}: OptionsProps & { flag: Flag; label: string; meaning: string }) {
  const helpId = `erp-import-${flag}-help`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={choices[flag]}
            onChange={(e) => update({ [flag]: e.target.checked })}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75 }}>
        {meaning}
      </Typography>
    </Box>
  );
}

/** Dry run, All or nothing, Deactivate missing (products and customers only) and the file's encoding. */
export function ImportOptionsFields({ choices, update }: OptionsProps) {
  const missing = KIND_LABELS[choices.kind].toLowerCase();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
      <FormControl component="fieldset" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Options
        </FormLabel>
        <FlagField
          flag="dryRun"
          label="Dry run"
          meaning="Check and count every row without writing anything."
          choices={choices}
          update={update}
        />
        <FlagField
          flag="allOrNothing"
          label="All or nothing"
          meaning="Import nothing when any row is refused (otherwise the good rows are imported)."
          choices={choices}
          update={update}
        />
        {DEACTIVATING_KINDS.has(choices.kind) && (
          <FlagField
            flag="deactivateMissing"
            label="Deactivate missing"
            meaning={`The file is the full list: deactivate the ${missing} it leaves out.`}
            choices={choices}
            update={update}
          />
        )}
      </FormControl>
      <FormControl component="fieldset" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id="erp-import-encoding-label">
          Encoding
        </FormLabel>
        <RadioGroup
          aria-labelledby="erp-import-encoding-label"
          value={choices.encoding}
          onChange={(e) => update({ encoding: e.target.value === 'windows-1252' ? 'windows-1252' : 'utf-8' })}
        >
          {IMPORT_ENCODINGS.map((encoding) => (
            <FormControlLabel key={encoding} value={encoding} control={<Radio />} label={ENCODING_LABELS[encoding]} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
