import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { themes, type ThemeMode } from './tokens';

export interface ThemeRootProps {
  mode: ThemeMode;
  children?: ReactNode;
}

/**
 * The theme tokens and global styles for one mode. It only renders: the session bus owns
 * the mode, stores it and sets the body class.
 */
export function ThemeRoot({ mode, children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
