import { styled } from '@mui/material/styles';
import { Link } from 'react-router';

/**
 * The part of a card that links to its page (the look of MUI's CardActionArea: a tint on hover, a stronger one and
 * a ring on keyboard focus), a router link with a few styles instead of the ripple and button-base code.
 */
export const CardLink = styled(Link)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'inherit',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    pointerEvents: 'none',
    backgroundColor: 'currentColor',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  '&:hover::after': { opacity: theme.palette.action.hoverOpacity },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&:focus-visible::after': { opacity: theme.palette.action.focusOpacity },
}));
