import { type KeyboardEvent, useState } from 'react';
import { styled } from '@mui/material/styles';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import type { PageLayout } from '@storefront/domain';
import { rovedIndex } from '../utils/roving-index';

interface LayoutSwitchProps {
  value: PageLayout;
  /** Quick Entry is offered only when the cart provides it. */
  withQuickEntry: boolean;
  onChange: (layout: PageLayout) => void;
}

const OPTIONS: { value: PageLayout; label: string; Icon: typeof GridViewOutlined }[] = [
  { value: 'Grid', label: 'Grid', Icon: GridViewOutlined },
  { value: 'List', label: 'List', Icon: ViewListOutlined },
  { value: 'QuickEntry', label: 'Quick Entry', Icon: BoltOutlined },
];

// Toggle buttons joined in one outlined group (the look of MUI's ToggleButtonGroup, a few styles instead of its code).
const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  height: 40,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
}));

const Toggle = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '0 12px',
  margin: 0,
  cursor: 'pointer',
  color: theme.palette.action.active,
  backgroundColor: 'transparent',
  border: `1px solid ${theme.palette.divider}`,
  '& + &': { marginLeft: -1, borderLeftColor: 'transparent' },
  '&:first-of-type': { borderTopLeftRadius: 'inherit', borderBottomLeftRadius: 'inherit' },
  '&:last-of-type': { borderTopRightRadius: 'inherit', borderBottomRightRadius: 'inherit' },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[aria-pressed="true"]': { color: theme.palette.text.primary, backgroundColor: theme.palette.action.selected },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    position: 'relative',
    zIndex: 1,
  },
  '& svg': { fontSize: 20 },
}));

/** One tab stop (the chosen layout's toggle); the arrow keys move between the toggles, Enter or Space chooses. */
export function LayoutSwitch({ value, withQuickEntry, onChange }: LayoutSwitchProps) {
  const options = OPTIONS.filter((o) => withQuickEntry || o.value !== 'QuickEntry');
  const chosen = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  // The toggle that holds the tab stop: the one last reached by the arrow keys, else the chosen one.
  const [roving, setRoving] = useState<number | null>(null);
  const stop = roving !== null && roving < options.length ? roving : chosen;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = rovedIndex(e.key, stop, options.length);
    if (next === null) return;
    e.preventDefault();
    setRoving(next);
    e.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <Group
      role="group"
      aria-label="Layout"
      onKeyDown={onKeyDown}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setRoving(null)}
    >
      {options.map(({ value: v, label, Icon }, i) => (
        <Toggle
          key={v}
          type="button"
          aria-pressed={v === value}
          tabIndex={i === stop ? 0 : -1}
          onFocus={() => setRoving(i)}
          onClick={() => {
            if (v !== value) onChange(v);
          }}
        >
          <Icon fontSize="inherit" aria-hidden />
          {label}
        </Toggle>
      ))}
    </Group>
  );
}
