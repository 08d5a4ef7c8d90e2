import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Link, type CourseSummary, type Level } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import {
  Direction,
  LevelBadge,
  Muted,
  Price,
  ProgressBar,
  RatingStars,
} from '../common/course-facts';
import { useLocalized } from '../common/localized';

/** One course in the dashboard's grid: the whole card opens the course. */
export function CourseCard({ course, levels }: { course: CourseSummary; levels: Level[] | null }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useLocalized()(course.translation_map);
  return (
    <Root as="li" $padding="lg">
      <Top>
        <LevelBadge code={course.level} levels={levels} />
        {course.bought ? <Joined>{t('common.joined')}</Joined> : <Price course={course} />}
      </Top>
      <Title>
        {/* The link's box covers the card (see ::after), so the card is one target. */}
        <CardLink to={`/course/${course.id}`}>{text.title}</CardLink>
      </Title>
      <Direction course={course} />
      {text.description && <Description>{text.description}</Description>}
      <Facts>
        <RatingStars rating={course.rating} />
        <Muted>{t('common.students', { count: course.students })}</Muted>
        <Muted>{t('common.lessons', { count: course.lesson_count })}</Muted>
      </Facts>
      {course.bought && <ProgressBar percent={course.progress.percent} />}
    </Root>
  );
}

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  transition: box-shadow ${({ theme }) => theme.motion.fast};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Joined = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-top: auto;
`;
