export { contrastRatio, relativeLuminance } from './contrast';
export { GlobalStyle } from './global-style';
// Re-exporting from './styled' also brings its DefaultTheme augmentation to every importer.
export type { DefaultTheme } from './styled';
export { ThemeRoot, type ThemeRootProps } from './theme-root';
export {
  darkTheme,
  DEFAULT_THEME_MODE,
  isThemeMode,
  lightTheme,
  THEME_MODES,
  themes,
  type AppTheme,
  type ThemeColors,
  type ThemeMode,
} from './tokens';
