import type { ReactNode } from 'react';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';

type TagColor = 'primary' | 'warning';

/** The text colour of a tag: its palette colour, deepened until small text reads on paper. */
function tagColor(theme: Theme, color: TagColor): string {
  const main = theme.palette[color].main;
  if (color === 'primary') return main;
  return theme.palette.mode === 'light' ? darken(main, 0.3) : lighten(main, 0.3);
}

const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: TagColor }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 24,
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: '0 8px',
  borderRadius: 12,
  border: '1px solid currentColor',
  backgroundColor: theme.palette.background.paper,
  color: tagColor(theme, tone),
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1,
  whiteSpace: 'nowrap',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& > svg': { fontSize: 16, flexShrink: 0 },
}));

interface TagProps {
  label: string;
  icon?: ReactNode;
  color: TagColor;
  sx?: SxProps<Theme>;
}

/** A small outlined label (a status beside a name): the look of an outlined chip, without its button code. */
export function Tag({ label, icon, color, sx }: TagProps) {
  return (
    <Root tone={color} sx={sx}>
      {icon}
      <span>{label}</span>
    </Root>
  );
}
