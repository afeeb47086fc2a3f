import { z } from 'zod/mini';
import { THEME_MODES } from '@storefront/domain';

const HexColor = z.pipe(
  z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is # and six hexadecimal digits.')),
  z.transform((c) => c.toLowerCase()),
);

/** Spec 3 Settings: what the user saves (Light is 0, Dark is 1). */
export const ThemeInput = z.strictObject({
  theme: z.union([z.literal(THEME_MODES.Light), z.literal(THEME_MODES.Dark)]),
  primaryColor: HexColor,
  secondaryColor: HexColor,
});
export type ThemeInput = z.infer<typeof ThemeInput>;

/** GET/POST/DELETE /api/theme, GET /api/theme/reset: the theme in force, and whether it is the user's own. */
export const ThemeAnswer = z.extend(ThemeInput, {
  primaryColor: z.string(),
  secondaryColor: z.string(),
  hasUserTheme: z.boolean(),
});
export type ThemeAnswer = z.infer<typeof ThemeAnswer>;
