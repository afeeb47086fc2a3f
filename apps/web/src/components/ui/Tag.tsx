import type { ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { tagTextColor, type TagTone } from './tag-color';

const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: TagTone }>(({ theme, tone }) => ({
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
  color: tagTextColor(theme.palette, tone),
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1,
  whiteSpace: 'nowrap',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& > svg': { fontSize: 16, flexShrink: 0 },
}));

interface TagProps {
  label: string;
  icon?: ReactNode;
  color: TagTone;
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
