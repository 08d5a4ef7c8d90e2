/** The two themes (spec §3: light or dark, default light). The session bus owns the choice. */
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'light';

export interface ThemeColors {
  /** The page behind everything. */
  background: string;
  /** Cards, menus, drawers, dialogs, inputs. */
  surface: string;
  /** Hover and pressed backgrounds, subtle panels. */
  surfaceMuted: string;
  text: string;
  /** Secondary text: hints, captions. Still AA on background and surface. */
  muted: string;
  /** Decorative lines between things. */
  border: string;
  /** Borders that show where a control is: 3:1 against the surface (WCAG 1.4.11). */
  borderStrong: string;
  /** Indigo (spec §9). Links, primary buttons, selection. */
  accent: string;
  accentHover: string;
  /** Text and icons on an accent background. */
  onAccent: string;
  /** Background of a selected item, with `accentSoftText` on it. */
  accentSoft: string;
  accentSoftText: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerSoft: string;
  success: string;
  successSoft: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
}

const lightColors: ThemeColors = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  borderStrong: '#64748b',
  accent: '#4f46e5',
  accentHover: '#4338ca',
  onAccent: '#ffffff',
  accentSoft: '#eef2ff',
  accentSoftText: '#4338ca',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  dangerSoft: '#fef2f2',
  success: '#15803d',
  successSoft: '#f0fdf4',
  focusRing: '#4f46e5',
  overlay: 'rgba(15, 23, 42, 0.5)',
  skeleton: '#e2e8f0',
  skeletonHighlight: '#f1f5f9',
};

/**
 * Indigo 600 would be too dark on a dark background, so dark mode uses indigo 400 with dark
 * text on accent buttons (white on indigo 400 or 500 misses AA).
 */
const darkColors: ThemeColors = {
  background: '#0f172a',
  surface: '#1e293b',
  surfaceMuted: '#334155',
  text: '#f1f5f9',
  muted: '#94a3b8',
  border: '#334155',
  borderStrong: '#748399',
  accent: '#818cf8',
  accentHover: '#a5b4fc',
  onAccent: '#0f172a',
  accentSoft: '#312e81',
  accentSoftText: '#e0e7ff',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  onDanger: '#0f172a',
  dangerSoft: '#3b1219',
  success: '#4ade80',
  successSoft: '#052e16',
  focusRing: '#a5b4fc',
  overlay: 'rgba(2, 6, 23, 0.7)',
  skeleton: '#334155',
  skeletonHighlight: '#475569',
};

/** Mobile is ≤ 640 px wide (the drawer replaces the top links there). */
const breakpoints = { mobile: 640, tablet: 1024, desktop: 1280 } as const;

const media = {
  mobile: `@media (max-width: ${breakpoints.mobile}px)`,
  aboveMobile: `@media (min-width: ${breakpoints.mobile + 1}px)`,
  tablet: `@media (max-width: ${breakpoints.tablet}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/**
 * System fonts first; Noto Sans covers Vietnamese's stacked diacritics; the SC fonts give
 * Simplified Chinese glyphs (not Japanese variants) on Android/Linux, macOS and Windows.
 */
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';
/** For `lang="zh"` pages, CJK fonts come first so Han characters never fall to a Latin font. */
const fontFamilyCjk =
  '"Noto Sans SC", "PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

const shared = {
  /** Medium radius (spec §9). */
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '9999px' },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    family: fontFamily,
    familyCjk: fontFamilyCjk,
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    /** rem, so the reader's browser text size (scaling 100 %, spec §9) is respected. */
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      xxxl: '2rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    /** Vietnamese stacks marks above and below a letter: 1.5 keeps lines from touching. */
    lineHeight: { tight: 1.25, normal: 1.5, relaxed: 1.7 },
  },
  breakpoints,
  media,
  layout: {
    headerHeight: '64px',
    contentMaxWidth: '1200px',
    /** Spec §9: the mobile drawer is 80 % wide, up to 350 px. */
    drawerWidth: '80%',
    drawerMaxWidth: '350px',
    dialogMaxWidth: '480px',
  },
  zIndex: { header: 100, dropdown: 200, overlay: 1000, drawer: 1001, dialog: 1100 },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '300ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    /** Spec §9. */
    tooltipDelayMs: 200,
  },
} as const;

export interface AppTheme {
  mode: ThemeMode;
  colors: ThemeColors;
  radius: typeof shared.radius;
  space: typeof shared.space;
  font: typeof shared.font;
  breakpoints: typeof shared.breakpoints;
  media: typeof shared.media;
  layout: typeof shared.layout;
  zIndex: typeof shared.zIndex;
  motion: typeof shared.motion;
  shadow: { sm: string; md: string; lg: string };
}

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
  },
};

/** Shadows barely show on dark surfaces, so they are deeper. */
export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Readonly<Record<ThemeMode, AppTheme>> = { light: lightTheme, dark: darkTheme };

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}
