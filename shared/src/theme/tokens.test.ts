import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themes, THEME_MODES, type ThemeColors } from './tokens';

type ColorName = keyof ThemeColors;

/** Text (4.5:1, WCAG AA normal text) in each pair: foreground on background. */
const textPairs: [ColorName, ColorName][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['accentSoftText', 'accentSoft'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['success', 'surface'],
  ['success', 'successSoft'],
];

/** Boundaries of controls and the focus ring (3:1, WCAG 1.4.11). */
const nonTextPairs: [ColorName, ColorName][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
];

describe.each(THEME_MODES)('the %s theme', (mode) => {
  const { colors } = themes[mode];

  it.each(textPairs)('has AA contrast for %s on %s', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('has 3:1 contrast for %s on %s', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(3);
  });

  it('has a medium radius and the spec drawer size', () => {
    expect(themes[mode].radius.md).toBe('8px');
    expect(themes[mode].layout.drawerWidth).toBe('80%');
    expect(themes[mode].layout.drawerMaxWidth).toBe('350px');
    expect(themes[mode].media.mobile).toBe('@media (max-width: 640px)');
  });
});

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#4f46e5', '#ffffff')).toBeCloseTo(6.29, 2);
  });

  it('refuses colours it cannot read', () => {
    expect(() => contrastRatio('indigo', '#ffffff')).toThrow(/#rrggbb/);
  });
});
