import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, Link, type LessonSummary } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { Muted } from '../common/course-facts';
import { useLocalized } from '../common/localized';

const ACTION = {
  not_started: 'detail.startLesson',
  in_progress: 'detail.continueLesson',
  completed: 'detail.reviewLesson',
} as const;

/** The course's lessons in order, each with the learner's status and the way into it. */
export function LessonList({ lessons, open }: { lessons: LessonSummary[]; open: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  return (
    <List>
      {lessons.map((lesson) => {
        const text = localized(lesson.translation_map);
        return (
          <Item key={lesson.id}>
            <Order aria-hidden="true" $done={lesson.status === 'completed'}>
              {lesson.status === 'completed' ? '✓' : lesson.order}
            </Order>
            <Body>
              <LessonTitle>
                {lesson.order}. {text.title}
              </LessonTitle>
              {text.description && <Muted>{text.description}</Muted>}
              <Meta>
                <Badge $tone={lesson.status === 'not_started' ? 'neutral' : 'accent'}>
                  {t(`detail.lessonStatus.${lesson.status}`)}
                </Badge>
                <Muted>{t('common.prompts', { count: lesson.prompt_count })}</Muted>
              </Meta>
            </Body>
            {open && (
              <Button
                as={Link}
                to={`/answer-lesson/${lesson.id}`}
                size="sm"
                variant={lesson.status === 'completed' ? 'secondary' : 'primary'}
                aria-label={`${t(ACTION[lesson.status])}: ${text.title}`}
              >
                {t(ACTION[lesson.status])}
              </Button>
            )}
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
  }
`;

const Order = styled.span<{ $done: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  background: ${({ theme, $done }) => ($done ? theme.colors.successSoft : theme.colors.accentSoft)};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.accentSoftText)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-width: 0;
`;

const LessonTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
