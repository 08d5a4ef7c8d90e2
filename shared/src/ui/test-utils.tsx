import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeRoot, type ThemeMode } from '../theme';

/** Renders inside the app theme, as every screen is. */
export function renderWithTheme(
  ui: ReactElement,
  { mode = 'light', ...options }: RenderOptions & { mode?: ThemeMode } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeRoot mode={mode}>{children}</ThemeRoot>
  );
  return render(ui, { wrapper, ...options });
}
