import { Box, Typography } from '@mui/material';
import { type PasswordOptions, passwordRuleLines } from '@storefront/domain';

/** Spec 3 §5 helper text: the rules in force, under a new-password field. */
export function PasswordRules({ options, id }: { options: PasswordOptions; id?: string }) {
  return (
    <Box component="ul" id={id} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
      {passwordRuleLines(options).map((line) => (
        <Typography key={line} component="li" variant="caption" sx={{ display: 'list-item' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
