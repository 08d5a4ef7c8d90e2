import styled from 'styled-components';

/** A small label next to something, e.g. "Alpha" beside the dark-mode switch (spec §1). */
export const Badge = styled.span<{ $tone?: 'accent' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.6;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  background: ${({ theme, $tone = 'accent' }) =>
    $tone === 'accent' ? theme.colors.accentSoft : theme.colors.surfaceMuted};
  color: ${({ theme, $tone = 'accent' }) =>
    $tone === 'accent' ? theme.colors.accentSoftText : theme.colors.text};
`;
