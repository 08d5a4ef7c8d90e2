import { Link } from '../router';
import styled from 'styled-components';

/**
 * The LinguaLoop mark and name, linking home: in the shell's headers and on the standalone
 * screens. The visible name is the link's accessible name (WCAG 2.5.3).
 */
export function Brand({ name, to = '/' }: { name: string; to?: string }) {
  return (
    <BrandLink to={to}>
      <Mark aria-hidden="true">{name.slice(0, 1)}</Mark>
      <span>{name}</span>
    </BrandLink>
  );
}

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;
