import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';
import { renderWithTheme } from './test-utils';

describe('Skeleton', () => {
  it('is hidden from assistive technology; the busy region speaks instead', () => {
    renderWithTheme(
      <section aria-busy="true" aria-label="Courses">
        <Skeleton height="120px" />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Courses' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('skeleton')).toHaveStyle({ height: '120px', width: '100%' });
  });

  it('draws text lines with a shorter last line', () => {
    renderWithTheme(<Skeleton lines={3} />);
    const bars = [...screen.getByTestId('skeleton').children];
    expect(bars).toHaveLength(3);
    expect(bars[2]).toHaveStyle({ width: '60%' });
  });

  it('draws a circle as wide as it is high', () => {
    renderWithTheme(<Skeleton circle height="40px" />);
    expect(screen.getByTestId('skeleton')).toHaveStyle({ width: '40px', borderRadius: '50%' });
  });

  it('stops shimmering for people who prefer reduced motion', () => {
    renderWithTheme(<Skeleton />);
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\s*{[^}]*animation: none/);
  });
});
