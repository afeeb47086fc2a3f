import { Box, LinearProgress, Typography } from '@mui/material';
import { PASSWORD_STRENGTHS, type PasswordOptions, passwordStrength } from '@storefront/domain';

const COLORS = { Weak: 'error', Fair: 'warning', Good: 'info', Strong: 'success' } as const;

/** Spec 3 §5: Weak, Fair, Good or Strong, judged by the same rules the server enforces. */
export function PasswordStrengthMeter({ password, options }: { password: string; options: PasswordOptions }) {
  if (!password) return null;
  const strength = passwordStrength(password, options);
  const step = PASSWORD_STRENGTHS.indexOf(strength) + 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={(step / PASSWORD_STRENGTHS.length) * 100}
        color={COLORS[strength]}
        aria-hidden
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" aria-live="polite" sx={{ minWidth: 88, textAlign: 'right' }}>
        Strength: {strength}
      </Typography>
    </Box>
  );
}
