import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  COMMON_NAMESPACE,
  errorText,
  FallbackKey,
  useApi,
  useDataArea,
  useLanguage,
  VisuallyHidden,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { messageGroup, type MarketingMessages } from '../page/messages';
import { Page, PageHeader, Prose, Section } from '../page/page-layout';
import { useDocumentTitle } from '../page/use-document-title';
import { BillingToggle } from './components/billing-toggle';
import { PlanCard, PlanCardSkeleton } from './components/plan-card';
import { PricingFaq } from './components/pricing-faq';
import {
  freeDailyTranslations,
  teamMinSeats,
  VAT_PERCENT,
  yearlySaving,
  type BillingPeriod,
} from './plans';

type Notes = MarketingMessages['pricing']['notes']['items'];

/**
 * The plans from the API, monthly or yearly, with the notes and questions that go with
 * them. The notes and the FAQ never wait for the plans: they show even if the call fails.
 */
export default function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const api = useApi();
  const plans = useDataArea(() => api.pricingPlans(), FallbackKey.fetchPricingPlans);
  const { run } = plans;
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  useDocumentTitle(t('pricing.documentTitle'));

  useEffect(() => {
    void run();
  }, [run]);

  const list = plans.result;
  const values = {
    vat: VAT_PERCENT,
    seats: teamMinSeats(list),
    count: freeDailyTranslations(list),
  };
  const notes = messageGroup<Notes>(t, 'pricing.notes.items');

  let content;
  if (list && list.length > 0) {
    content = (
      <Plans aria-label={t('pricing.plans.label')}>
        {list.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} language={language} />
        ))}
      </Plans>
    );
  } else if (plans.loading || (!list && !plans.error)) {
    // Before the first answer, and while a retry runs: the cards' shapes, announced once.
    content = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('pricing.plans.loading')}</VisuallyHidden>
        <Plans>
          <PlanCardSkeleton />
          <PlanCardSkeleton />
          <PlanCardSkeleton />
        </Plans>
      </div>
    );
  } else {
    // A failure, or (never expected) an empty list: say so and offer another try.
    content = (
      <Failure role="alert">
        <p>{errorText(plans.error, t, FallbackKey.fetchPricingPlans)}</p>
        <Button variant="secondary" onClick={() => void run()}>
          {t('general.retry', { ns: COMMON_NAMESPACE })}
        </Button>
      </Failure>
    );
  }

  return (
    <Page>
      <PageHeader title={t('pricing.title')} lead={t('pricing.lead')} />
      <PlansArea>
        <BillingToggle
          period={period}
          onChange={setPeriod}
          saving={list ? yearlySaving(list) : null}
        />
        {content}
      </PlansArea>

      <Section title={t('pricing.notes.title')}>
        <Prose>
          <ul>
            {Object.keys(notes).map((id) => (
              <li key={id}>{t(`pricing.notes.items.${id}`, values)}</li>
            ))}
          </ul>
        </Prose>
      </Section>

      <PricingFaq values={values} />
    </Page>
  );
}

const PlansArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};

  p {
    margin: 0;
  }
`;
