import { Box } from '@mui/material';

/** Keyboard users jump past the header and menu straight to the page. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={(t) => ({
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: t.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        color: 'primary.main',
        typography: 'body1',
        '&:focus': { top: 8 },
      })}
    >
      Skip to content
    </Box>
  );
}
