import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { NativeSelectField } from '../../../../components/form/NativeSelectField';
import { type IdentityRow, nextIdentityRow } from '../../utils/punchout-buyer-draft';
import { identityProblemKey } from '../../utils/punchout-buyer-rules';
import type { SectionProps } from './section-props';

/** Phones: role and mode side by side, the domain under them, the identity with its remove button last. */
const ROW_LAYOUT = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 1fr auto', sm: '120px 130px minmax(0, 1fr) minmax(0, 1.4fr) auto' },
  gridTemplateAreas: {
    xs: '"role mode mode" "domain domain domain" "identity identity remove"',
    sm: '"role mode domain identity remove"',
  },
  // Phones: a rule above each row, so its three lines read as one identity.
  borderTop: { xs: 1, sm: 0 },
  borderColor: 'divider',
  pt: { xs: 1.5, sm: 0 },
} as const;

/** The cXML credentials the procurement system sends as From and Sender, one row each (role, mode, domain, identity). */
export function IdentityRows({ draft, update, field }: SectionProps) {
  const rows = draft.identities;
  const addRef = useRef<HTMLButtonElement>(null);
  // The row just added: its identity is what is left to type.
  const [added, setAdded] = useState<number | null>(null);
  const change = (key: number, patch: Partial<IdentityRow>) =>
    update({ identities: rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const add = () => {
    const row = nextIdentityRow(rows);
    setAdded(row.key);
    update({ identities: [...rows, row] });
  };
  const remove = (key: number) => {
    update({ identities: rows.filter((r) => r.key !== key) });
    addRef.current?.focus();
  };
  const group = field('identities');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="subtitle2" component="h4" id="punchout-identities-title">
          From and Sender identities
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The credentials the procurement system sends; test and production mode each need their own (networks often add
          &lsquo;-T&rsquo; for test).
        </Typography>
      </Box>
      {rows.map((row, i) => {
        const domain = field(identityProblemKey(row.key, 'domain'));
        const identity = field(identityProblemKey(row.key, 'identity'));
        return (
          <Box key={row.key} role="group" aria-label={`Identity ${i + 1}`} sx={ROW_LAYOUT}>
            <NativeSelectField
              label="Role"
              value={row.role}
              onChange={(v) => change(row.key, { role: v === 'sender' ? 'sender' : 'from' })}
              sx={{ gridArea: 'role' }}
            >
              <option value="from">From</option>
              <option value="sender">Sender</option>
            </NativeSelectField>
            <NativeSelectField
              label="Mode"
              value={row.deploymentMode}
              onChange={(v) => change(row.key, { deploymentMode: v === 'test' ? 'test' : 'production' })}
              sx={{ gridArea: 'mode' }}
            >
              <option value="production">Production</option>
              <option value="test">Test</option>
            </NativeSelectField>
            <TextField
              {...domain}
              size="small"
              label="Domain"
              required
              value={row.domain}
              onChange={(e) => change(row.key, { domain: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 60, spellCheck: false } }}
              sx={{ gridArea: 'domain' }}
            />
            <TextField
              {...identity}
              size="small"
              label="Identity"
              required
              autoFocus={row.key === added}
              value={row.identity}
              onChange={(e) => change(row.key, { identity: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 120, spellCheck: false } }}
              sx={{ gridArea: 'identity' }}
            />
            <IconButton
              aria-label={`Remove identity ${i + 1}`}
              onClick={() => remove(row.key)}
              sx={{ gridArea: 'remove' }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      {group.error && (
        <FormHelperText error data-problem="" tabIndex={-1}>
          {group.helperText}
        </FormHelperText>
      )}
      <Box>
        <Button ref={addRef} startIcon={<Add />} onClick={add}>
          Add identity
        </Button>
      </Box>
    </Box>
  );
}
