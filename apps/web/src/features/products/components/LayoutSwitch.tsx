import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import type { PageLayout } from '@storefront/domain';

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

export function LayoutSwitch({ value, withQuickEntry, onChange }: LayoutSwitchProps) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label="Layout"
      onChange={(_, next: PageLayout | null) => {
        if (next && next !== value) onChange(next);
      }}
      sx={{ bgcolor: 'background.paper', height: 40 }}
    >
      {OPTIONS.filter((o) => withQuickEntry || o.value !== 'QuickEntry').map(({ value: v, label, Icon }) => (
        <ToggleButton key={v} value={v} aria-label={label} sx={{ gap: 0.75, px: 1.5 }}>
          <Icon fontSize="small" />
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
