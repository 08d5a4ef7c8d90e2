import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Brand, COMMON_NAMESPACE, Link } from '@lingualoop/shared';
import { NAMESPACE } from '../../../i18n/namespace';
import { Paths } from '../paths';
import { LanguageButtons } from './language-buttons';

/**
 * The frame of the standalone public screens (sign-in/up, guest welcome, password reset):
 * the shell draws no header there, so this one brings the brand link home, a language
 * switch and a way back to the home page, around one centred column.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  return (
    <Frame>
      <TopBar>
        <Brand name={tc('app.name')} to={Paths.home} />
        <LanguageButtons />
      </TopBar>
      <Main id="main">
        <Column>
          {children}
          <BackHome to={Paths.home}>
            <span aria-hidden="true">←</span> {t('page.backHome')}
          </BackHome>
        </Column>
      </Main>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xxxl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xxl}`};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 440px;
`;

const BackHome = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
