import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  :root {
    color-scheme: ${({ theme }) => theme.mode};
    /* react-toastify reads these: toasts match the app's surface, text and font. */
    --toastify-font-family: ${({ theme }) => theme.font.family};
    --toastify-color-light: ${({ theme }) => theme.colors.surface};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-color-dark: ${({ theme }) => theme.colors.surface};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-color-info: ${({ theme }) => theme.colors.accent};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-error: ${({ theme }) => theme.colors.danger};
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background-color: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    transition:
      background-color ${({ theme }) => theme.motion.normal},
      color ${({ theme }) => theme.motion.normal};
  }

  body:lang(zh) {
    font-family: ${({ theme }) => theme.font.familyCjk};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }

  img,
  svg,
  video {
    max-width: 100%;
  }

  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  /* Keyboard users always see where they are; mouse clicks do not draw the ring. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
