import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  COMMON_NAMESPACE,
  CheckIcon,
  FallbackKey,
  Skeleton,
  errorText,
  useSessionBus,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { Heading, Lead, Muted, PageCard, PageIntro, TextLink } from '../common/components/layout';
import { FormAlert } from '../common/components/messages';
import { StandalonePage } from '../common/components/standalone-page';
import { useAuthProviders } from '../common/hooks/use-auth-providers';
import { useDocumentTitle } from '../common/hooks/use-document-title';
import { useEnterApp } from '../common/hooks/use-enter-app';
import { Paths } from '../common/paths';
import { DevHumanCheck } from './components/dev-human-check';
import { TurnstileWidget } from './components/turnstile-widget';
import { useFailure } from '../common/hooks/use-failure';

/**
 * `/welcome-guest` (spec §2, §6): what guest mode is, the human check the API asks for
 * (`turnstileToken`), then a guest session and the app at `/`.
 */
export default function WelcomeGuestPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const bus = useSessionBus();
  const enter = useEnterApp();
  const providers = useAuthProviders();
  const [token, setToken] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const [askCheck, setAskCheck] = useState(false);
  const [starting, setStarting] = useState(false);
  const { failure, fail, clear } = useFailure(FallbackKey.createGuest);
  const checkHeadingId = useId();
  useDocumentTitle(t('guest.documentTitle'));

  const siteKey = providers.result?.turnstile_site_key;
  const onToken = (next: string | null) => {
    setToken(next);
    if (next) setAskCheck(false);
  };

  const start = async () => {
    if (!token) {
      setAskCheck(true);
      return;
    }
    clear();
    setStarting(true);
    if (await enter(() => bus.newGuest(token))) return;
    const { errorNewGuest, error } = bus.auth;
    setStarting(false);
    fail(errorNewGuest ?? error);
    // A Turnstile token is good for one check only: the next try needs a fresh one.
    if (typeof siteKey === 'string') {
      setToken(null);
      setWidgetKey((count) => count + 1);
    }
  };

  let check: ReactNode;
  if (providers.error) {
    check = (
      <FormAlert>
        <p>{t('guest.check.providersFailed')}</p>
        <p>{errorText(providers.error, tc, FallbackKey.unknown)}</p>
        <p>
          <Button size="sm" variant="secondary" onClick={() => void providers.run()}>
            {tc('general.retry')}
          </Button>
        </p>
      </FormAlert>
    );
  } else if (!providers.result) {
    check = <Skeleton height="65px" />;
  } else if (typeof siteKey === 'string') {
    check = <TurnstileWidget siteKey={siteKey} onToken={onToken} resetKey={widgetKey} />;
  } else {
    check = <DevHumanCheck checked={token !== null} onToken={onToken} />;
  }

  return (
    <StandalonePage>
      <PageCard>
        <PageIntro>
          <Heading>{t('guest.heading')}</Heading>
          <Lead>{t('guest.intro')}</Lead>
        </PageIntro>
        <Points>
          {(['noEmail', 'progress', 'later'] as const).map((point) => (
            <li key={point}>
              <CheckIcon />
              <span>{t(`guest.points.${point}`)}</span>
            </li>
          ))}
        </Points>
        <CheckSection aria-labelledby={checkHeadingId}>
          <h2 id={checkHeadingId}>{t('guest.check.heading')}</h2>
          <p>{t('guest.check.explanation')}</p>
          {check}
        </CheckSection>
        {askCheck && (
          <FormAlert>
            <p>{t('guest.check.required')}</p>
          </FormAlert>
        )}
        {failure && (
          <FormAlert>
            <p>{errorText(failure, tc, FallbackKey.createGuest)}</p>
          </FormAlert>
        )}
        <Button size="lg" fullWidth loading={starting} onClick={() => void start()}>
          {t('guest.start')}
        </Button>
        <Muted>
          {t('guest.haveAccount')} <TextLink to={Paths.signIn}>{t('guest.signInLink')}</TextLink>
        </Muted>
      </PageCard>
    </StandalonePage>
  );
}

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }

  & svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const CheckSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
