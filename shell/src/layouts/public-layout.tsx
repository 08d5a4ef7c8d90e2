import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Drawer, Link, MenuIcon, NavLink, Outlet } from '@lingualoop/shared';
import { Brand } from '../components/brand';
import { LanguageSwitcher } from '../components/language-switcher';
import { DarkModeSwitch, ThemeIconButton } from '../components/theme-toggle';
import {
  DesktopOnly,
  HeaderBar,
  HeaderRow,
  Main,
  MobileOnly,
  SkipLink,
  SocialLink,
  Spacer,
} from './layout-parts';

const NAV = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/features', key: 'nav.features' },
] as const;

export const SOCIAL_URL = 'https://www.facebook.com/lingualoop.vn';

/** The visitor's layout (spec §2): fixed top navigation, mobile drawer, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);

  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <HeaderBar>
        <HeaderRow>
          <Brand />
          <DesktopOnly>
            <Nav aria-label={t('nav.label')}>
              {NAV.map((item) => (
                <NavItem key={item.to} to={item.to} end={'end' in item}>
                  {t(item.key)}
                </NavItem>
              ))}
            </Nav>
          </DesktopOnly>
          <Spacer />
          <LanguageSwitcher />
          <DesktopOnly>
            <ThemeIconButton />
            <Button as={Link} to="/signin">
              {t('nav.signIn')}
            </Button>
          </DesktopOnly>
          <MobileOnly>
            <Button
              variant="ghost"
              iconOnly
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </Button>
          </MobileOnly>
        </HeaderRow>
      </HeaderBar>
      <Drawer
        open={drawerOpen}
        onClose={close}
        title={t('nav.label')}
        hideTitle
        closeLabel={t('header.closeMenu')}
      >
        <DrawerNav aria-label={t('nav.label')}>
          {NAV.map((item) => (
            <NavItem key={item.to} to={item.to} end={'end' in item} onClick={close}>
              {t(item.key)}
            </NavItem>
          ))}
        </DrawerNav>
        <DarkModeSwitch fullWidth />
        <Button as={Link} to="/signin" fullWidth onClick={close}>
          {t('nav.signIn')}
        </Button>
      </Drawer>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <PublicFooter />
    </>
  );
}

/** The copyright and the social link, at the foot of both layouts (spec §2). */
export function FooterBottomLine() {
  const { t } = useTranslation();
  return (
    <BottomLine>
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <SocialLink
        href={SOCIAL_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('footer.socialLabel')}
      >
        {t('footer.social')}
      </SocialLink>
    </BottomLine>
  );
}

function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Footer aria-label={t('footer.label')}>
      <Columns>
        <Column>
          <h2>{t('footer.company')}</h2>
          <Link to="/about">{t('footer.about')}</Link>
          <Link to="/contact">{t('footer.support')}</Link>
          <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
        </Column>
        <Column>
          <h2>{t('footer.product')}</h2>
          <Link to="/features">{t('footer.features')}</Link>
          <Link to="/pricing">{t('footer.pricing')}</Link>
        </Column>
        <Column>
          <h2>{t('footer.contactUs')}</h2>
          <span>
            {t('footer.emailLabel')}:{' '}
            <a href={`mailto:${t('footer.email')}`}>{t('footer.email')}</a>
          </span>
        </Column>
      </Columns>
      <FooterBottomLine />
    </Footer>
  );
}

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: ${({ theme }) => theme.space.lg};
`;

const DrawerNav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const NavItem = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentSoftText};
  }
`;

export const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const BottomLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
