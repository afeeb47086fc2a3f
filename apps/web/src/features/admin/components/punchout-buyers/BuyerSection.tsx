import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  TextField,
} from '@mui/material';
import { PROTOCOL_LABELS } from '../../utils/punchout-buyer-draft';
import { CustomerPicker } from './CustomerPicker';
import type { SectionProps } from './section-props';

/** Who the buyer is: its name, whether it may come in, its protocol and the customer (and ship-to) it orders for. */
export function BuyerSection({ draft, update, field }: SectionProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        {...field('name', 'How this list and the logs name it')}
        label="Name"
        required
        autoFocus
        value={draft.name}
        onChange={(e) => update({ name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={draft.enabled}
              onChange={(e) => update({ enabled: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': 'punchout-enabled-help' } }}
            />
          }
          label="Enabled"
        />
        <FormHelperText id="punchout-enabled-help" sx={{ mt: 0 }}>
          A disabled buyer&rsquo;s setup requests and sign-ins are refused.
        </FormHelperText>
      </Box>
      <FormControl sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id="punchout-protocol-label">Protocol</FormLabel>
        <RadioGroup
          row
          aria-labelledby="punchout-protocol-label"
          value={draft.protocol}
          onChange={(e) => update({ protocol: e.target.value === 'oci' ? 'oci' : 'cxml' })}
        >
          <FormControlLabel value="cxml" control={<Radio />} label={PROTOCOL_LABELS.cxml} />
          <FormControlLabel value="oci" control={<Radio />} label={PROTOCOL_LABELS.oci} />
        </RadioGroup>
      </FormControl>
      <CustomerPicker
        {...field('customer', 'The customer its carts are priced and ordered for')}
        value={draft.customer}
        onChange={(customer) => update({ customer })}
      />
      <TextField
        {...field('shipToCode', 'Optional: the ship-to used when the request names none of the customer’s')}
        label="Ship-to code"
        value={draft.shipToCode}
        onChange={(e) => update({ shipToCode: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
      />
    </Box>
  );
}
