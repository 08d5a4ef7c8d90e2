import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, type CourseRating, type CourseSummary, type Level } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { useLocalized } from './localized';

/** The level's name from the server's list, in the reader's language (its code until it loads). */
export function LevelBadge({ code, levels }: { code: string; levels: Level[] | null }) {
  const localized = useLocalized();
  const level = levels?.find((l) => l.code === code);
  return <Badge $tone="neutral">{level ? localized(level.translation_map).title : code}</Badge>;
}

/** "Free", or the price in credits. */
export function Price({ course }: { course: Pick<CourseSummary, 'is_free' | 'price_credits'> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PriceText $free={course.is_free}>
      {course.is_free ? t('common.free') : t('common.credits', { count: course.price_credits })}
    </PriceText>
  );
}

const PriceText = styled.span<{ $free: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $free }) => ($free ? theme.colors.success : theme.colors.text)};
`;

/** Five stars filled to the average, with the numbers for screen readers and sighted readers. */
export function RatingStars({ rating }: { rating: CourseRating }) {
  const { t } = useTranslation(NAMESPACE);
  if (rating.count === 0) return <Muted>{t('common.notRated')}</Muted>;
  const label = t('common.ratingSummary', { average: rating.average, count: rating.count });
  return (
    <Stars role="img" aria-label={label} title={label}>
      <span aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} $on={rating.average >= star - 0.25}>
            ★
          </Star>
        ))}
      </span>
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </Stars>
  );
}

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Amber reads as a star in both themes; the stars are decoration beside the numbers. */
export const STAR_COLOR = '#d97706';

const Star = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? STAR_COLOR : theme.colors.borderStrong)};
`;

export const Muted = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** "From English into Vietnamese or Chinese". */
export function Direction({
  course,
}: {
  course: Pick<CourseSummary, 'prompt_language' | 'answer_languages'>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const name = (code: string) => t(`common.languages.${code}`, { defaultValue: code });
  const formatter = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  return (
    <Muted>
      {t('common.direction', {
        from: name(course.prompt_language),
        to: formatter.format(course.answer_languages.map(name)),
      })}
    </Muted>
  );
}

/** A labelled progress bar: "40% done". */
export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProgressRoot>
      <Track
        role="progressbar"
        aria-label={t('common.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Muted>{t('common.progress', { percent })}</Muted>
    </ProgressRoot>
  );
}

const ProgressRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.div`
  flex: 1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.accent};
`;
