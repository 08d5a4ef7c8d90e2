import styled from 'styled-components';
import { Card, Link } from '@lingualoop/shared';

/** The one card of a standalone screen. */
export const PageCard = styled(Card).attrs({ $padding: 'lg' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** The heading and the line under it. */
export const PageIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Two fields side by side where there is room (first and last name). */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A button that looks like a link, for actions that stay on the page. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  cursor: pointer;
`;

/** A line with a rule on each side: "or". */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/**
 * Around full-width tabs, which never need to scroll: the tab list scrolls sideways, and its
 * tabs overlap its bottom border by a pixel, so browsers with classic scrollbars show one.
 */
export const TabsFrame = styled.div`
  & [role='tablist'] {
    overflow: visible;
  }
`;
