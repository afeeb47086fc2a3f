import { useId, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
}

/** Holds the label, the select and the outline; `data-field-frame` tells the keyboard e2e checks where focus shows. */
const Frame = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  minWidth: 0,
  verticalAlign: 'top',
  '&:hover fieldset': { borderColor: theme.palette.text.primary },
  '&:focus-within fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&:focus-within label': { color: theme.palette.primary.main },
  '&[data-disabled] fieldset': { borderColor: theme.palette.action.disabled },
  '&[data-disabled] label': { color: theme.palette.text.disabled },
}));

/** Shrunk onto the top border, in the gap the outline leaves for it. */
const Label = styled('label')(({ theme }) => ({
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  transform: 'translate(14px, -9px) scale(0.75)',
  transformOrigin: 'top left',
  maxWidth: 'calc(133% - 32px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: '1.4375em',
  color: theme.palette.text.secondary,
  pointerEvents: 'none',
}));

/** The border with a gap for the label: a fieldset whose hidden legend holds the label's text. */
const Outline = styled('fieldset')(({ theme }) => ({
  position: 'absolute',
  inset: '-5px 0 0',
  margin: 0,
  padding: '0 8px',
  minWidth: 0,
  pointerEvents: 'none',
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  borderRadius: theme.shape.borderRadius,
  '& legend': {
    float: 'unset',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    padding: 0,
    fontSize: '0.75em',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  '& legend > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5 },
}));

const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  font: 'inherit',
  color: theme.palette.text.primary,
  background: 'transparent',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  margin: 0,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  height: 40,
  padding: '8.5px 32px 8.5px 14px',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  // The frame shows the focus (a 2 px primary outline, as every outlined field).
  outline: 'none',
  '&:disabled': { color: theme.palette.text.disabled, cursor: 'default' },
  // Dark mode: the browser's option list on the paper colour, not on a white system default.
  '& option, & optgroup': { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary },
}));

const Arrow = styled('svg')(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - 12px)',
  width: 24,
  height: 24,
  fill: theme.palette.action.active,
  pointerEvents: 'none',
}));

/**
 * A small outlined select on the browser's own list: the phone's picker on phones, type-ahead and
 * arrow keys everywhere, and no menu, popover or modal code for the filter bars that show it at once.
 * Drawn by a few styles of its own (the outlined look of the other fields), not by MUI's input stack,
 * which would more than double what the products page downloads for its selects.
 */
export function NativeSelectField({ label, value, onChange, disabled, sx, children }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <Frame sx={sx} data-field-frame="" data-disabled={disabled || undefined}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
      <Arrow viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </Arrow>
      <Outline aria-hidden>
        <legend>
          <span>{label}</span>
        </legend>
      </Outline>
    </Frame>
  );
}
