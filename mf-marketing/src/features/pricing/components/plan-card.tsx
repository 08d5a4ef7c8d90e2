import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  Badge,
  Button,
  type LanguageCode,
  Link,
  type PricingPlan,
  Skeleton,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../../i18n/namespace';
import { CheckMark } from '../../page/icons';
import { formatVnd } from '../../page/locale';
import { planText, type BillingPeriod } from '../plans';

/** The plan most learners who pay are after; the page points it out. */
const RECOMMENDED_PLAN = 'pro';

/** One plan: its price for the chosen period, its daily quota, what it includes, and a way in. */
export function PlanCard({
  plan,
  period,
  language,
}: {
  plan: PricingPlan;
  period: BillingPeriod;
  language: LanguageCode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const text = planText(plan, language);
  const recommended = plan.code === RECOMMENDED_PLAN;
  const isFree = plan.monthly_price_vnd === 0 && plan.yearly_price_vnd === 0;
  const yearly = period === 'yearly';
  const price = yearly ? plan.yearly_price_vnd : plan.monthly_price_vnd;

  const quota = t('pricing.plans.quota', { count: plan.daily_translations });
  // The quota has its own line; a feature saying the same words is not repeated under it.
  const features = (text.features ?? []).filter((feature) => feature !== quota);

  let periodText: string;
  if (isFree) periodText = t('pricing.plans.free');
  else periodText = t(yearly ? 'pricing.plans.perYear' : 'pricing.plans.perMonth');

  return (
    <Card aria-labelledby={titleId} $highlight={recommended}>
      <TitleRow>
        <Title id={titleId}>{text.title}</Title>
        {recommended && <Badge>{t('pricing.plans.recommended')}</Badge>}
      </TitleRow>
      {text.description && <Description>{text.description}</Description>}

      <Price>
        <Amount>{formatVnd(price, language)}</Amount> <Period>{periodText}</Period>
      </Price>
      {yearly && !isFree && (
        <PriceNote>
          {t('pricing.plans.monthlyEquivalent', {
            price: formatVnd(Math.round(plan.yearly_price_vnd / 12), language),
          })}
          {plan.yearly_saving_percent > 0 && (
            <>
              {' · '}
              <Saving>
                {t('pricing.plans.yearlySaving', { percent: plan.yearly_saving_percent })}
              </Saving>
            </>
          )}
        </PriceNote>
      )}

      <Quota>{quota}</Quota>

      {features.length > 0 && (
        <Features aria-label={t('pricing.plans.includes')}>
          {features.map((feature) => (
            <li key={feature}>
              <CheckMark />
              {feature}
            </li>
          ))}
        </Features>
      )}

      {plan.team_discount_percent > 0 && (
        <Team>
          {t('pricing.plans.team', {
            seats: plan.team_min_seats,
            percent: plan.team_discount_percent,
          })}
        </Team>
      )}

      <Cta>
        {/* Visitors sign up first, whatever the plan; paid plans are bought once signed in. */}
        <Button
          as={Link}
          to="/signup"
          fullWidth
          size="lg"
          variant={recommended ? 'primary' : 'secondary'}
        >
          {isFree ? t('pricing.plans.startFree') : t('pricing.plans.choose', { plan: text.title })}
        </Button>
      </Cta>
    </Card>
  );
}

/** A plan's shape while the list loads, about as tall as the real card. */
export function PlanCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton height="1.75rem" width="40%" />
      <Skeleton lines={2} />
      <Skeleton height="2.5rem" width="70%" />
      <Skeleton height="1.5rem" width="55%" />
      <Skeleton lines={3} />
      <Cta>
        <Skeleton height="48px" />
      </Cta>
    </Card>
  );
}

const Card = styled.li<{ $highlight?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-height: 28rem;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme, $highlight }) =>
    $highlight &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: ${theme.shadow.md};
    `}

  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

const Period = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const PriceNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Saving = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Quota = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Team = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Cta = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
`;
