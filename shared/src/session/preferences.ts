import { DEFAULT_THEME_MODE, isThemeMode, type ThemeMode } from '../theme/tokens';

/** The theme tokens' own modes, so the bus and the tokens cannot disagree. */
export type Theme = ThemeMode;

/** Spec §3: the stored theme, light when none (or nonsense) is stored. */
export function parseTheme(stored: string | null): Theme {
  return isThemeMode(stored) ? stored : DEFAULT_THEME_MODE;
}
