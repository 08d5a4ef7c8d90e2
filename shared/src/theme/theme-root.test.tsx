import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from './theme-root';
import { themes } from './tokens';

/*
 * Vitest resolves styled-components' Node build, whose global styles render only on a server;
 * the browser build (the one webpack bundles, through package.json's `browser` field)
 * injects them in the page.
 */
vi.mock(
  'styled-components',
  () =>
    // @ts-expect-error -- the browser build ships no types of its own; its API is the main entry's
    import('styled-components/dist/styled-components.browser.esm.js'),
);

const Probe = styled.p`
  color: ${({ theme }) => theme.colors.accent};
`;

/** styled-components may insert rules through the CSSOM, which leaves <style> text empty. */
function styleText() {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n')
    .replace(/\s+/g, '');
}

describe('ThemeRoot', () => {
  it('gives components the tokens of the chosen mode', () => {
    const { rerender } = render(
      <ThemeRoot mode="light">
        <Probe>Hello</Probe>
      </ThemeRoot>,
    );
    expect(screen.getByText('Hello')).toHaveStyle({ color: themes.light.colors.accent });

    rerender(
      <ThemeRoot mode="dark">
        <Probe>Hello</Probe>
      </ThemeRoot>,
    );
    expect(screen.getByText('Hello')).toHaveStyle({ color: themes.dark.colors.accent });
  });

  it('injects global styles: colours, box sizing, focus ring and reduced motion', () => {
    render(<ThemeRoot mode="dark" />);
    const css = styleText();
    expect(css).toContain(`background-color:${themes.dark.colors.background}`);
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion:reduce');
  });
});
