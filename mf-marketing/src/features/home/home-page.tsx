import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Link } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import {
  ClockIcon,
  CoursesIcon,
  DictionaryIcon,
  IconTile,
  ProgressIcon,
  RankingIcon,
} from '../page/icons';
import { messageGroup, type MarketingMessages } from '../page/messages';
import { Actions, CallToAction, Page, Section } from '../page/page-layout';
import { useDocumentTitle } from '../page/use-document-title';
import { FeedbackDemo } from './feedback-demo';

type Home = MarketingMessages['home'];

const BENEFIT_ICONS: Record<keyof Home['benefits']['items'], ComponentType> = {
  courses: CoursesIcon,
  dictionary: DictionaryIcon,
  ranking: RankingIcon,
  progress: ProgressIcon,
};

/**
 * The visitor's home page (`/`), the one a cold visit lands on: text and CSS only, no data
 * to wait for and no images, so the hero paints at once and nothing moves afterwards.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('home.documentTitle'));
  const steps = messageGroup<Home['steps']['items']>(t, 'home.steps.items');
  const benefits = messageGroup<Home['benefits']['items']>(t, 'home.benefits.items');
  const routineTitleId = useId();

  return (
    <Page>
      <Hero>
        <HeroText>
          <Eyebrow>{t('home.hero.eyebrow')}</Eyebrow>
          <HeroTitle>{t('home.hero.title')}</HeroTitle>
          <Subtitle>{t('home.hero.subtitle')}</Subtitle>
          <Actions>
            <Button as={Link} to="/signup" size="lg">
              {t('home.hero.startFree')}
            </Button>
            <Button as={Link} to="/welcome-guest" size="lg" variant="secondary">
              {t('home.hero.tryGuest')}
            </Button>
          </Actions>
          <Note>{t('home.hero.note')}</Note>
        </HeroText>
        <FeedbackDemo />
      </Hero>

      <Section title={t('home.steps.title')}>
        <Steps>
          {Object.entries(steps).map(([id, step], index) => (
            <Step key={id}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <div>
                <ItemTitle>{step.title}</ItemTitle>
                <ItemText>{step.text}</ItemText>
              </div>
            </Step>
          ))}
        </Steps>
      </Section>

      <Section title={t('home.benefits.title')}>
        <Benefits>
          {Object.entries(benefits).map(([id, benefit]) => {
            const BenefitIcon = BENEFIT_ICONS[id as keyof typeof BENEFIT_ICONS];
            return (
              <Benefit as="li" key={id} $padding="lg">
                {BenefitIcon && (
                  <IconTile>
                    <BenefitIcon />
                  </IconTile>
                )}
                <ItemTitle>{benefit.title}</ItemTitle>
                <ItemText>{benefit.text}</ItemText>
              </Benefit>
            );
          })}
        </Benefits>
      </Section>

      <Routine aria-labelledby={routineTitleId}>
        <IconTile>
          <ClockIcon />
        </IconTile>
        <div>
          <RoutineTitle id={routineTitleId}>{t('home.routine.title')}</RoutineTitle>
          <ItemText>{t('home.routine.text')}</ItemText>
        </div>
      </Routine>

      <CallToAction title={t('home.closing.title')} text={t('home.closing.text')}>
        <Button as={Link} to="/signup" size="lg">
          {t('home.closing.startFree')}
        </Button>
        <Button as={Link} to="/pricing" size="lg" variant="secondary">
          {t('home.closing.seePricing')}
        </Button>
      </CallToAction>
    </Page>
  );
}

const Hero = styled.div`
  position: relative;
  isolation: isolate;
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};

  /* A soft indigo glow behind the example, drawn by CSS so nothing loads or shifts. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 0 40%;
    z-index: -1;
    border-radius: 50%;
    background: radial-gradient(
      closest-side,
      ${({ theme }) => theme.colors.accentSoft},
      transparent
    );
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    padding: 0;

    &::before {
      inset: 45% 0 0 0;
    }
  }
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.accent};
`;

const HeroTitle = styled.h1`
  margin: 0;
  /* Grows with the window between the 2 rem of a phone and 3.25 rem of a desktop. */
  font-size: clamp(${({ theme }) => theme.font.size.xxxl}, 1.2rem + 3vw, 3.25rem);
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Step = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const ItemTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const ItemText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.colors.muted};
`;

const Benefits = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Benefit = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${IconTile} {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Routine = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const RoutineTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
