import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  COMMON_NAMESPACE,
  errorText,
  FallbackKey,
  Spinner,
  Tabs,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import {
  Divider,
  Heading,
  Lead,
  Muted,
  PageCard,
  PageIntro,
  TabsFrame,
  TextLink,
} from '../common/components/layout';
import { FormAlert, FormNotice } from '../common/components/messages';
import { StandalonePage } from '../common/components/standalone-page';
import { useAuthProviders } from '../common/hooks/use-auth-providers';
import { useDocumentTitle } from '../common/hooks/use-document-title';
import { FORGOT_PASSWORD_PARAM, Paths } from '../common/paths';
import { ForgotPasswordDialog } from './components/forgot-password-dialog';
import { GoogleButton } from './components/google-button';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { useSocialReturn } from './hooks/use-social-return';

export type SessionTab = 'signin' | 'signup';

/** What a tab switch carries to the other route (the page may be mounted afresh there). */
interface TabSwitchState {
  email?: string;
  focusTab?: boolean;
}

/**
 * `/signin` and `/signup` (spec §2): one screen, two tabs, the address following the tab.
 * Also where Google sign-in comes back to (`/signin#access_token=…` or `#error=…`).
 */
export default function SessionPage({ tab }: { tab: SessionTab }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const carried = (location.state as TabSwitchState | null) ?? {};
  const [email, setEmail] = useState(carried.email ?? '');
  const [forgotOpen, setForgotOpen] = useState(searchParams.get(FORGOT_PASSWORD_PARAM) === '1');
  const providers = useAuthProviders();
  const social = useSocialReturn();
  const page = useRef<HTMLDivElement>(null);
  useDocumentTitle(t(`session.documentTitle.${tab}`));

  // After a tab switch that mounted this page anew, the keyboard stays on the tabs.
  useEffect(() => {
    if (carried.focusTab) {
      page.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    }
    // Only on mount: later renders are not tab switches.
  }, []);

  const switchTab = useCallback(
    (next: SessionTab) => {
      if (next === tab) return;
      const state: TabSwitchState = { email, focusTab: true };
      void navigate(next === 'signin' ? Paths.signIn : Paths.signUp, { replace: true, state });
    },
    [tab, email, navigate],
  );

  const closeForgot = () => {
    setForgotOpen(false);
    if (searchParams.has(FORGOT_PASSWORD_PARAM)) {
      void navigate({ pathname: location.pathname }, { replace: true, state: location.state });
    }
  };

  const onEmailChange = useCallback((value: string) => setEmail(value), []);

  return (
    <StandalonePage>
      <PageCard ref={page}>
        <PageIntro>
          <Heading>{t(`session.heading.${tab}`)}</Heading>
          <Lead>{t(`session.intro.${tab}`)}</Lead>
        </PageIntro>
        {social.signingIn && (
          <FormNotice>
            <Busy>
              <Spinner /> {t('session.social.signingIn')}
            </Busy>
          </FormNotice>
        )}
        {social.errorKey && (
          <FormAlert>
            <p>{errorText(social.errorKey, tc, FallbackKey.signIn)}</p>
          </FormAlert>
        )}
        <TabsFrame>
          <Tabs<SessionTab>
            label={t('session.tabsLabel')}
            fullWidth
            value={tab}
            onChange={switchTab}
            items={[
              {
                value: 'signin',
                label: t('session.tabs.signin'),
                content: (
                  <SignInForm
                    email={email}
                    onEmailChange={onEmailChange}
                    onForgotPassword={() => setForgotOpen(true)}
                  />
                ),
              },
              {
                value: 'signup',
                label: t('session.tabs.signup'),
                content: (
                  <SignUpForm
                    email={email}
                    onEmailChange={onEmailChange}
                    onSignIn={() => switchTab('signin')}
                  />
                ),
              },
            ]}
          />
        </TabsFrame>
        {providers.result?.google && (
          <>
            <Divider>{t('page.or')}</Divider>
            <GoogleButton />
          </>
        )}
        <Muted>
          {t('session.guestPrompt')}{' '}
          <TextLink to={Paths.welcomeGuest}>{t('session.guestLink')}</TextLink>
        </Muted>
      </PageCard>
      {forgotOpen && <ForgotPasswordDialog email={email} onClose={closeForgot} />}
    </StandalonePage>
  );
}

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
