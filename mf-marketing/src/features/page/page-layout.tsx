import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The column every marketing page sits in. The shell's layout gives the <main> landmark and
 * the room under its fixed header; a page brings its width, padding and rhythm.
 */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxxl};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 46rem;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: -0.01em;
`;

export const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The page's one h1, its lead paragraph, and anything that belongs with them. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <Header>
      <PageTitle>{title}</PageTitle>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Header>
  );
}

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const SectionRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  /* In-page links land below the fixed header. */
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg}
  );
`;

/** A region named by its h2, so landmark navigation lists it. */
export function Section({
  title,
  id,
  children,
}: {
  title: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <SectionRoot id={id} aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
    </SectionRoot>
  );
}

/** Running text at a readable measure. */
export const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 46rem;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};

  p,
  ul,
  ol {
    margin: 0;
  }

  ul,
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.xl};
  }
`;

/** A row of call-to-action buttons that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Band = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
  text-align: center;

  h2 {
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: 0;
    max-width: 40rem;
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
    align-items: stretch;
  }
`;

/** The closing invitation at the end of a page. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <p>{text}</p>
      <Actions>{children}</Actions>
    </Band>
  );
}
