import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { CXML_ENCODINGS } from '../../utils/punchout-buyer-draft';
import { UnitMapRows } from './UnitMapRows';
import type { SectionProps } from './section-props';

/** The form field the order message goes back in, and how it is written there. */
const ENCODING_LABELS = {
  'cxml-urlencoded': 'cxml-urlencoded (the message as it is)',
  'cxml-base64': 'cxml-base64 (the message in Base64)',
} as const;

/** Where and how the cart goes back: the allowed return URLs, the unit codes, the UNSPSC default and the encoding. */
export function TransferSection(props: SectionProps) {
  const { draft, update, field } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        {...field(
          'returnUrls',
          'One per line. Each allows itself and what lies under it: http://localhost allows any port and path there; https://buyer.example/ariba/ only that path.',
        )}
        label="Allowed return URLs"
        required
        multiline
        minRows={2}
        value={draft.returnUrls}
        onChange={(e) => update({ returnUrls: e.target.value })}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <UnitMapRows {...props} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          {...field('unspscDefault', 'The UNSPSC classification sent for products without their own, e.g. 50000000')}
          label="UNSPSC default"
          value={draft.unspscDefault}
          onChange={(e) => update({ unspscDefault: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
        />
        {draft.protocol === 'cxml' ? (
          <FormControl>
            <FormLabel id="punchout-encoding-label">Transfer encoding</FormLabel>
            <RadioGroup
              aria-labelledby="punchout-encoding-label"
              value={draft.cxmlEncoding}
              onChange={(e) =>
                update({ cxmlEncoding: e.target.value === 'cxml-base64' ? 'cxml-base64' : 'cxml-urlencoded' })
              }
            >
              {CXML_ENCODINGS.map((encoding) => (
                <FormControlLabel
                  key={encoding}
                  value={encoding}
                  control={<Radio />}
                  label={ENCODING_LABELS[encoding]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : (
          <Box>
            <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
              Transfer encoding: OCI
            </Typography>
            <Typography variant="body2" color="text.secondary">
              An SAP OCI buyer always takes the cart back as NEW_ITEM form fields.
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
