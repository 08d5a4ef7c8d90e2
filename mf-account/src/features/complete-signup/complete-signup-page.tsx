import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Card,
  FallbackKey,
  Link,
  notifySuccess,
  Skeleton,
  Tabs,
  useAuth,
  useSessionBus,
} from '@lingualoop/shared';
import { completeSignupSchema, type CompleteSignupValues } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../i18n/namespace';
import { Heading, Lead, PageIntro, TabsFrame } from '../common/components/layout';
import { FormNotice } from '../common/components/messages';
import { useDocumentTitle } from '../common/hooks/use-document-title';
import { useForm } from '../common/hooks/use-form';
import { Paths } from '../common/paths';
import { CompleteSignupForm, type CompleteSignupFields } from './components/complete-signup-form';
import { useFailure } from '../common/hooks/use-failure';

type Mode = 'quick' | 'guided';

const EMPTY: CompleteSignupFields = { firstname: '', lastname: '', email: '', password: '' };

/**
 * `/complete-signup` (signed-in area, spec §2): a guest becomes a member and keeps
 * everything. Quick signup, the guided form (the same four fields the API needs, shown two
 * ways), or premium.
 */
export default function CompleteSignupPage() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useSessionBus();
  const { user, completeSignupEmailLoading } = useAuth();
  const form = useForm(completeSignupSchema, EMPTY);
  const [mode, setMode] = useState<Mode>('quick');
  const { failure, fail, clear } = useFailure(FallbackKey.completeSignup);
  const [done, setDone] = useState(false);
  const premiumHeadingId = useId();
  useDocumentTitle(t('complete.documentTitle'));

  const complete = async (values: CompleteSignupValues) => {
    clear();
    await bus.completeSignupEmail(values);
    const { completeSignupEmail, completeSignupEmailError } = bus.auth;
    if (completeSignupEmail && !completeSignupEmailError) {
      setDone(true);
      notifySuccess(t('complete.success.toast'));
      return;
    }
    fail(completeSignupEmailError);
  };

  if (done && user) {
    return (
      <Page>
        <Card as="section" $padding="lg">
          <Stack>
            <Heading>{t('complete.success.heading', { name: user.firstname ?? '' })}</Heading>
            <FormNotice>
              <p>{t('complete.success.text', { email: user.email ?? '' })}</p>
            </FormNotice>
            <Actions>
              <Button as={Link} to={Paths.home} size="lg">
                {t('complete.success.continue')}
              </Button>
            </Actions>
          </Stack>
        </Card>
      </Page>
    );
  }

  if (!user) {
    return (
      <Page aria-busy="true">
        <Heading>{t('complete.heading')}</Heading>
        <Skeleton lines={6} height="1.25em" />
      </Page>
    );
  }

  if (!user.is_guest) {
    return (
      <Page>
        <Card as="section" $padding="lg">
          <Stack>
            <Heading>{t('complete.alreadyComplete.heading')}</Heading>
            <Lead>{t('complete.alreadyComplete.text')}</Lead>
            <Actions>
              <Button as={Link} to={Paths.home}>
                {t('complete.alreadyComplete.link')}
              </Button>
            </Actions>
          </Stack>
        </Card>
      </Page>
    );
  }

  const formIn = (guided: boolean) => (
    <CompleteSignupForm
      form={form}
      guided={guided}
      submitting={completeSignupEmailLoading}
      failure={failure}
      onComplete={complete}
    />
  );

  return (
    <Page>
      <PageIntro>
        <Heading>{t('complete.heading')}</Heading>
        <Lead>{t('complete.intro')}</Lead>
      </PageIntro>
      <Columns>
        <Card $padding="lg">
          <TabsFrame>
            <Tabs<Mode>
              label={t('complete.modesLabel')}
              fullWidth
              value={mode}
              onChange={setMode}
              items={[
                { value: 'quick', label: t('complete.modes.quick'), content: formIn(false) },
                { value: 'guided', label: t('complete.modes.guided'), content: formIn(true) },
              ]}
            />
          </TabsFrame>
          <SameFields>{t('complete.sameFields')}</SameFields>
        </Card>
        <Card as="section" $padding="lg" aria-labelledby={premiumHeadingId}>
          <Stack>
            <PremiumHeading id={premiumHeadingId}>{t('complete.premium.heading')}</PremiumHeading>
            <Lead>{t('complete.premium.text')}</Lead>
            <Button as={Link} to={Paths.premium} variant="secondary" fullWidth>
              {t('complete.premium.link')}
            </Button>
          </Stack>
        </Card>
      </Columns>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  /* The signed-in layout's main column has no side padding of its own. */
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const PremiumHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const SameFields = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
