import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Dropdown,
  type DropdownItem,
  Outlet,
  Skeleton,
  useAuth,
  useLanguage,
  useNavigate,
  usePlan,
  useSessionBus,
  useTheme,
} from '@lingualoop/shared';
import { Brand } from '../components/brand';
import { LanguageSwitcher } from '../components/language-switcher';
import { DarkModeSwitch } from '../components/theme-toggle';
import { Footer, FooterBottomLine } from './public-layout';
import { DesktopOnly, HeaderBar, HeaderRow, Main, SkipLink, Spacer } from './layout-parts';

/** The signed-in layout (spec §2): the header with quota, credits and the account menu. */
export function MemberLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <HeaderBar>
        <HeaderRow>
          <Brand />
          <Spacer />
          <DesktopOnly>
            <Usage />
            <DarkModeSwitch />
          </DesktopOnly>
          <LanguageSwitcher />
          <AccountMenu />
        </HeaderRow>
      </HeaderBar>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer aria-label={t('footer.label')}>
        <FooterBottomLine />
      </Footer>
    </>
  );
}

/**
 * "Used / total" translations today and the credit balance. `transaction_count` is what is
 * left today, so used = quota − left.
 */
function useUsage() {
  const { user } = useAuth();
  const { plan } = usePlan();
  if (!user) return undefined;
  const total = plan?.quota.num_translations;
  const used = total === undefined ? undefined : Math.max(0, total - user.transaction_count);
  return { used, total, credits: user.credits };
}

function Usage() {
  const { t } = useTranslation();
  const usage = useUsage();
  if (!usage) return <Skeleton width="10rem" />;
  return (
    <UsageList>
      {usage.total !== undefined && (
        <UsageItem title={t('header.translationsLabel')} data-testid="quota">
          {t('header.translationsUsed', { used: usage.used, total: usage.total })}
        </UsageItem>
      )}
      <UsageItem title={t('header.creditsLabel')} data-testid="credits">
        {t('header.credits', { count: usage.credits })}
      </UsageItem>
    </UsageList>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bus = useSessionBus();
  const language = useLanguage();
  const theme = useTheme();
  const { user } = useAuth();
  const { plan } = usePlan();
  const usage = useUsage();

  const isGuest = !user || user.is_guest;
  const name = isGuest
    ? t('header.guestName')
    : [user.firstname, user.lastname].filter(Boolean).join(' ');
  const email = isGuest ? t('header.guestEmail') : user.email;
  const planTitle = plan?.pricingPlan.translationMap[language]?.title;
  const initial = (isGuest ? t('header.guestName') : (user.firstname ?? '?'))
    .slice(0, 1)
    .toUpperCase();

  const items: DropdownItem[] = [
    { id: 'profile', label: t('nav.profile'), onSelect: () => navigate('/profile') },
    {
      id: 'dark-mode',
      kind: 'checkbox',
      checked: theme === 'dark',
      label: t('header.darkMode'),
      onSelect: () => bus.toggleTheme(),
    },
    {
      id: 'logout',
      label: t('nav.logOut'),
      tone: 'danger',
      separatorBefore: true,
      onSelect: () => bus.logout(),
    },
  ];

  return (
    <Dropdown
      align="end"
      variant="ghost"
      triggerLabel={t('header.accountMenu')}
      trigger={<Avatar aria-hidden="true">{initial}</Avatar>}
      header={
        <MenuHeader>
          <strong data-testid="account-name">{name}</strong>
          <span data-testid="account-email">{email}</span>
          {planTitle && <span>{t('header.plan', { plan: planTitle })}</span>}
          {usage && (
            <NarrowOnly>
              {usage.total !== undefined && (
                <span>
                  {t('header.translationsUsed', { used: usage.used, total: usage.total })}
                </span>
              )}
              <span>{t('header.credits', { count: usage.credits })}</span>
            </NarrowOnly>
          )}
        </MenuHeader>
      }
      items={items}
    />
  );
}

const UsageList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const UsageItem = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const MenuHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 220px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const NarrowOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
