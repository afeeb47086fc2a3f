import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { type UnitRow, unitRow } from '../../utils/punchout-buyer-draft';
import { unitProblemKey } from '../../utils/punchout-buyer-rules';
import type { SectionProps } from './section-props';

const CODE_INPUT = { maxLength: 10, spellCheck: false, autoCapitalize: 'characters' } as const;

/** Our unit codes in the buyer's code list (CS → CA, LB → LBR), one row each. */
export function UnitMapRows({ draft, update, field }: SectionProps) {
  const rows = draft.unitMap;
  const addRef = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  const change = (key: number, patch: Partial<UnitRow>) =>
    update({ unitMap: rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const add = () => {
    const row = unitRow();
    setAdded(row.key);
    update({ unitMap: [...rows, row] });
  };
  const remove = (key: number) => {
    update({ unitMap: rows.filter((r) => r.key !== key) });
    addRef.current?.focus();
  };
  const group = field('unitMap');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="subtitle2" component="h4">
          Unit map
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A unit not listed goes out as its usual UN/CEFACT code (CS as CA, LB as LBR, KG as KGM, DZ as DZN), else as
          our own code.
        </Typography>
      </Box>
      {rows.map((row, i) => (
        <Box
          key={row.key}
          role="group"
          aria-label={`Unit ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            justifyContent: 'start',
            gridTemplateColumns: { xs: '1fr 1fr auto', sm: '160px 160px auto' },
          }}
        >
          <TextField
            {...field(unitProblemKey(row.key, 'ours'))}
            size="small"
            label="Our unit"
            autoFocus={row.key === added}
            value={row.ours}
            onChange={(e) => change(row.key, { ours: e.target.value.toUpperCase() })}
            slotProps={{ htmlInput: CODE_INPUT }}
          />
          <TextField
            {...field(unitProblemKey(row.key, 'theirs'))}
            size="small"
            label="Buyer's code"
            value={row.theirs}
            onChange={(e) => change(row.key, { theirs: e.target.value })}
            slotProps={{ htmlInput: CODE_INPUT }}
          />
          <IconButton aria-label={`Remove unit ${i + 1}`} onClick={() => remove(row.key)}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      {group.error && (
        <FormHelperText error data-problem="" tabIndex={-1}>
          {group.helperText}
        </FormHelperText>
      )}
      <Box>
        <Button ref={addRef} startIcon={<Add />} onClick={add}>
          Add unit
        </Button>
      </Box>
    </Box>
  );
}
