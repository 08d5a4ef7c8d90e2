import styled from 'styled-components';

/** Pieces both layouts use: the fixed bar, its inner row, the main column. */
export const HeaderBar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const Main = styled.main`
  /* The footer starts below the fold: a remote arriving late cannot push it (layout shift). */
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  &:focus {
    outline: none;
  }
`;

export const DesktopOnly = styled.div`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: contents;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

export const SocialLink = styled.a`
  color: ${({ theme }) => theme.colors.muted};
`;
