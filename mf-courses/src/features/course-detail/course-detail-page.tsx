import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Card,
  CatalogueErrorKey,
  COMMON_NAMESPACE,
  ErrorKey,
  errorKey,
  errorText,
  FallbackKey,
  Link,
  notifyError,
  notifySuccess,
  Skeleton,
  useApi,
  useAuth,
  useDataArea,
  useParams,
  useSessionBus,
  type CourseDetail,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import {
  Direction,
  LevelBadge,
  Muted,
  Price,
  ProgressBar,
  RatingStars,
} from '../common/course-facts';
import { ErrorBox } from '../common/error-box';
import { useDocumentTitle } from '../common/use-document-title';
import { useLevels } from '../common/use-levels';
import { useLocalized } from '../common/localized';
import { BuyDialog } from './buy-dialog';
import { Comments } from './comments';
import { LessonList } from './lesson-list';
import { RatingForm } from './rating-form';

/** Spec §4 "Buying a course": after a purchase, wait this long, then reload the course. */
export const REFETCH_AFTER_BUY_MS = 1000;

/** `/course/:courseId` (spec §2 "Course detail"). */
export default function CourseDetailPage() {
  const { courseId: param } = useParams();
  // Only plain digits: "0x7" or "1e1" would otherwise name another course.
  const valid = /^[1-9]\d{0,9}$/.test(param ?? '');
  const courseId = valid ? Number(param) : 0;
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const detail = useDataArea((id: number) => api.courseDetail(id), FallbackKey.fetchCourseDetail);
  const runDetail = detail.run;

  useEffect(() => {
    if (!valid) return;
    void runDetail(courseId).then((outcome) => {
      if (!outcome.ok)
        notifyError(errorText(outcome.error, tCommon, FallbackKey.fetchCourseDetail));
    });
    // The "viewed" flag and the dashboard's "recent" section; they never hold the page up and a
    // failure does not concern the learner, so it is not shown.
    void api.viewCourse(courseId).catch(() => {});
    void api.addCourseRecent(courseId).catch(() => {});
    // Once per course shown.
  }, [courseId]);

  if (!valid || detail.error === ErrorKey.courseNotFound) return <NotFound />;
  if (!detail.result) {
    return (
      <Page aria-busy={detail.loading}>
        <BackLink />
        {detail.error ? (
          <ErrorBox role="alert">
            <span>{errorText(detail.error, tCommon, FallbackKey.fetchCourseDetail)}</span>
            <Button size="sm" variant="secondary" onClick={() => void runDetail(courseId)}>
              {t('common.retry')}
            </Button>
          </ErrorBox>
        ) : (
          <>
            <p role="status">
              <Muted>{t('detail.loading')}</Muted>
            </p>
            <Skeleton height="2.5rem" width="60%" />
            <Skeleton lines={3} />
            <Skeleton height="16rem" />
          </>
        )}
      </Page>
    );
  }
  return <Course course={detail.result} reload={() => runDetail(courseId)} />;
}

function Course({ course, reload }: { course: CourseDetail; reload: () => Promise<unknown> }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const bus = useSessionBus();
  const { user } = useAuth();
  const levels = useLevels();
  const text = useLocalized()(course.translation_map);
  useDocumentTitle(text.title);
  const [confirming, setConfirming] = useState(false);
  const [buying, setBuying] = useState(false);
  const [rating, setRating] = useState(course.rating);
  // Bought here: shown as joined at once, before the reload of spec §4 brings the new detail.
  const [purchased, setPurchased] = useState(false);
  const bought = course.bought || purchased;
  useEffect(() => setRating(course.rating), [course.rating]);

  const balance = user?.credits ?? 0;
  const next = course.lessons.find((lesson) => lesson.status !== 'completed');

  async function buy() {
    setBuying(true);
    try {
      await api.buyCourse(course.id);
      setPurchased(true);
      setConfirming(false);
      notifySuccess(t('detail.buy.bought', { title: text.title }));
      // The header's credit balance comes from the user: load it again.
      void bus.loadMe();
      await new Promise((resolve) => setTimeout(resolve, REFETCH_AFTER_BUY_MS));
      await reload();
    } catch (error) {
      notifyError(errorText(error, tCommon, CatalogueErrorKey.coursePurchaseFailed));
      // The balance may have changed elsewhere (another tab): show the real one.
      void bus.loadMe();
      // Already bought elsewhere (another tab): show the course as it is now.
      if (errorKey(error, '') === ErrorKey.courseAlreadyPurchased) {
        setConfirming(false);
        await reload();
      }
    } finally {
      setBuying(false);
    }
  }

  return (
    <Page>
      <BackLink />
      <Header>
        <Facts>
          <LevelBadge code={course.level} levels={levels} />
          <Direction course={course} />
        </Facts>
        <Title>{text.title}</Title>
        {text.description && <Lead>{text.description}</Lead>}
        <Facts>
          <RatingStars rating={rating} />
          <Muted>{t('common.students', { count: course.students })}</Muted>
          <Muted>{t('common.lessons', { count: course.lesson_count })}</Muted>
        </Facts>
      </Header>

      <Action $padding="lg">
        {bought ? (
          <>
            <ProgressBar percent={course.progress.percent} />
            {next ? (
              <Button as={Link} to={`/answer-lesson/${next.id}`}>
                {t('detail.continueCourse')}
              </Button>
            ) : (
              <p>{t('detail.courseDone')}</p>
            )}
          </>
        ) : (
          <>
            <Price course={course} />
            {/* Until the user's balance has loaded, the dialog could not say what is left. */}
            <Button loading={!user} onClick={() => setConfirming(true)}>
              {course.is_free
                ? t('detail.buy.joinFree')
                : t('detail.buy.buyFor', {
                    price: t('common.credits', { count: course.price_credits }),
                  })}
            </Button>
          </>
        )}
      </Action>

      <section aria-labelledby="lessons-title">
        <SectionTitle id="lessons-title">{t('detail.lessonsTitle')}</SectionTitle>
        {!bought && <Muted as="p">{t('detail.lessonLocked')}</Muted>}
        <LessonList lessons={course.lessons} open={bought} />
      </section>

      <section aria-labelledby="rating-title">
        <SectionTitle id="rating-title">{t('detail.rating.title')}</SectionTitle>
        {bought ? (
          <RatingForm
            courseId={course.id}
            mine={course.my_rating}
            onRated={(answer) => setRating(answer.rating)}
          />
        ) : (
          <Muted as="p">{t('detail.rating.joinFirst')}</Muted>
        )}
      </section>

      {/* A new first page (after the reload) starts the list again. */}
      <Comments
        key={`${course.comments.total}-${course.comments.items[0]?.id ?? 0}`}
        courseId={course.id}
        first={course.comments}
        canComment={bought}
      />

      <BuyDialog
        open={confirming && !purchased}
        course={course}
        title={text.title}
        balance={balance}
        buying={buying}
        onConfirm={() => void buy()}
        onClose={() => setConfirming(false)}
      />
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation(NAMESPACE);
  return <Back to="/">← {t('detail.back')}</Back>;
}

function NotFound() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <Page>
      <BackLink />
      <Title>{t('pages.notFound.title')}</Title>
      <Lead>{errorText(ErrorKey.courseNotFound, t, ErrorKey.courseNotFound)}</Lead>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accent};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Action = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};

  & > div:first-child {
    flex: 1 1 16rem;
  }
  p {
    margin: 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;
