import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Link, type FeaturedCourseResponse, type Level } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { Direction, LevelBadge, Muted, Price, RatingStars } from '../common/course-facts';
import { useLocalized } from '../common/localized';

/** The suggested course above the list, with why it is suggested. */
export function FeaturedCourse({
  featured,
  levels,
}: {
  featured: FeaturedCourseResponse;
  levels: Level[] | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const { course } = featured;
  if (!course) return null;
  const text = localized(course.translation_map);
  return (
    <Root as="section" $padding="lg" aria-labelledby="featured-course-title">
      <Eyebrow>
        {t('dashboard.featured.label')} · {t(`dashboard.featured.reasons.${featured.reason}`)}
      </Eyebrow>
      <Title id="featured-course-title">{text.title}</Title>
      {text.description && <p>{text.description}</p>}
      <Facts>
        <LevelBadge code={course.level} levels={levels} />
        <Direction course={course} />
        <RatingStars rating={course.rating} />
        <Muted>{t('common.students', { count: course.students })}</Muted>
        <Price course={course} />
      </Facts>
      <div>
        <Button as={Link} to={`/course/${course.id}`}>
          {t('dashboard.featured.open')}
        </Button>
      </div>
    </Root>
  );
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* The accent edge marks it out; the card stays on the surface colour, where every text of
     the cards (muted, price) keeps its contrast in both themes. */
  border-left: 4px solid ${({ theme }) => theme.colors.accent};

  p {
    margin: 0;
    max-width: 60rem;
  }
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;
