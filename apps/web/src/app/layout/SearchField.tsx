import type { KeyboardEvent } from 'react';
import { Box, IconButton, InputBase } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useProductSearch } from './use-product-search';

interface SearchFieldProps {
  autoFocus?: boolean;
  /** Escape or the close button on the mobile search bar. */
  onDismiss?: () => void;
  fullWidth?: boolean;
}

export function SearchField({ autoFocus, onDismiss, fullWidth }: SearchFieldProps) {
  const { text, setText, submit } = useProductSearch();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onDismiss?.();
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={(t) => ({
        display: 'flex',
        alignItems: 'center',
        borderRadius: 999,
        // Darker than the bar, not lighter: white text on a lightened teal falls under 4.5:1.
        bgcolor: alpha(t.palette.common.black, 0.16),
        '&:hover, &:focus-within': { bgcolor: alpha(t.palette.common.black, 0.26) },
        transition: t.transitions.create('background-color'),
        width: fullWidth ? '100%' : { sm: 220, md: 300, lg: 360 },
        pl: 1.5,
      })}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Search products"
        autoFocus={autoFocus}
        inputProps={{ 'aria-label': 'Search products', type: 'search', enterKeyHint: 'search' }}
        sx={{ color: 'inherit', flex: 1, ml: 1, '& input': { py: 1, '&::-webkit-search-cancel-button': { display: 'none' } } }}
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
