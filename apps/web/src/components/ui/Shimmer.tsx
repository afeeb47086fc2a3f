import { keyframes, styled } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A placeholder block that pulses while its content loads (the look of MUI's Skeleton, a few styles instead of its
 * code). `data-line` makes it a line of text: as tall as the text, drawn at 60% of that height.
 */
export const Shimmer = styled('span')(({ theme }) => ({
  display: 'block',
  height: '1.2em',
  borderRadius: 4,
  backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '&[data-line]': { transform: 'scale(1, 0.6)', transformOrigin: '0 55%' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
