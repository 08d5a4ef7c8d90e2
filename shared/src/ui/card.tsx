import styled from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddingSpace = { sm: 'md', md: 'lg', lg: 'xl' } as const;

/** A raised surface grouping related content. Use `as="section"` or `as="article"` when it fits. */
export const Card = styled.div<{ $padding?: CardPadding }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, $padding = 'md' }) =>
    $padding === 'none' ? '0' : theme.space[paddingSpace[$padding]]};
`;
