import type { Theme } from '@mui/material/styles';

/** The app bar's height (56 px, 48 on a phone held sideways, 64 from 600 px): the bar's row and the room under it. */
export const barHeight = (theme: Theme) => theme.mixins.toolbar;
