import type { KeyboardEvent } from 'react';
import { Box, IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { barFieldColors } from '../../lib/theme/mode-palette';
import { useProductSearch } from './use-product-search';

interface SearchFieldProps {
  autoFocus?: boolean;
  /** Escape or the close button on the mobile search bar. */
  onDismiss?: () => void;
  fullWidth?: boolean;
}

/** A bare text input on the bar's tint (the header is on every page: no input-base code for one field). */
const SearchInput = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  flex: 1,
  minWidth: 0,
  marginLeft: theme.spacing(1),
  padding: theme.spacing(1, 0),
  border: 0,
  outline: 0,
  background: 'transparent',
  color: 'inherit',
  '&::placeholder': { color: 'inherit', opacity: barFieldColors(theme.palette).placeholderOpacity },
  '&::-webkit-search-cancel-button': { display: 'none' },
}));

export function SearchField({ autoFocus, onDismiss, fullWidth }: SearchFieldProps) {
  const { text, setText, submit } = useProductSearch();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onDismiss?.();
  };
  return (
    <Box
      component="form"
      role="search"
      data-field-frame=""
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={(t) => ({
        display: 'flex',
        alignItems: 'center',
        borderRadius: 999,
        // A tint away from the bar's text colour (darker under white text, lighter under dark text): the text reads better than on the bar.
        bgcolor: barFieldColors(t.palette).background,
        '&:hover, &:focus-within': { bgcolor: barFieldColors(t.palette).hover },
        // The ring in the bar's text colour: the input inside draws none of its own.
        '&:has(input:focus)': { outline: '2px solid currentColor', outlineOffset: 2 },
        transition: t.transitions.create('background-color'),
        width: fullWidth ? '100%' : { sm: 220, md: 300, lg: 360 },
        // From 600 to 800 px the bar is short of room: the field gives up width with the page title (down to 140 px)
        // instead of leaving the title two letters ('Or…').
        minWidth: fullWidth ? undefined : 140,
        pl: 1.5,
      })}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <SearchInput
        type="search"
        enterKeyHint="search"
        aria-label="Search products"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Search products"
        autoFocus={autoFocus}
      />
      {(text || onDismiss) && (
        <IconButton
          size="small"
          color="inherit"
          aria-label={text ? 'Clear search' : 'Close search'}
          onClick={() => (text ? setText('') : onDismiss?.())}
          sx={{ mr: 0.5 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
