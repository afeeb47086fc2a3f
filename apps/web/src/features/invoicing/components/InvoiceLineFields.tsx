import { Box, TextField, Typography } from '@mui/material';
import { formatProductCode, NO_SUBSTITUTES_LABEL } from '@storefront/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import type { InvoiceLine, LineEntry, LineProblems } from '../utils/invoice-form';

interface LineFieldsProps {
  item: InvoiceLine;
  entry: LineEntry;
  /** Shown once the administrator tried to invoice. */
  problems: LineProblems | null;
  onChange: (change: Partial<LineEntry>) => void;
  /** The id of the text naming the line (its product), read after each field's own label. */
  describedBy: string;
}

export const shippedFieldId = (index: number) => `invoice-shipped-${index}`;
export const weightFieldId = (index: number) => `invoice-weight-${index}`;

interface DecimalFieldProps {
  id: string;
  label: string;
  value: string;
  problem: string | null | undefined;
  describedBy: string;
  onChange: (text: string) => void;
}

/** A small text field for a decimal; read as its label, the line it belongs to, then what is wrong with it. */
function DecimalField({ id, label, value, problem, describedBy, onChange }: DecimalFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem ?? undefined}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          maxLength: 14,
          'aria-describedby': problem ? `${describedBy} ${id}-helper-text` : describedBy,
        },
      }}
    />
  );
}

/** Shipped (at first the quantity ordered); a catch-weight line's actual weight; 'Ship instead' for substitutes. */
export function InvoiceLineFields({ item, entry, problems, onChange, describedBy }: LineFieldsProps) {
  const { line, index } = item;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <DecimalField
        id={shippedFieldId(index)}
        label={`Shipped (${line.unit})`}
        value={entry.shipped}
        problem={problems?.shipped}
        describedBy={describedBy}
        onChange={(shipped) => onChange({ shipped })}
      />
      {item.isCatchWeight && (
        <DecimalField
          id={weightFieldId(index)}
          label={`Actual weight (${line.priceUnit})`}
          value={entry.weight}
          problem={problems?.weight}
          describedBy={describedBy}
          onChange={(weight) => onChange({ weight })}
        />
      )}
      {item.substitutes.length > 0 && (
        <NativeSelectField
          label="Ship instead"
          value={entry.substitute}
          onChange={(substitute) => onChange({ substitute })}
          sx={{ width: '100%' }}
        >
          <option value="">None</option>
          {item.substitutes.map((s) => (
            <option key={s.productKey} value={String(s.productKey)}>
              {formatProductCode(s.productCode)} {s.description}
            </option>
          ))}
        </NativeSelectField>
      )}
      {item.noSubstitutes && (
        <Typography variant="caption" color="text.secondary">
          {NO_SUBSTITUTES_LABEL}
        </Typography>
      )}
    </Box>
  );
}
