import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  ClientErrorKey,
  COMMENT_MAX_LENGTH,
  COMMON_NAMESPACE,
  ErrorKey,
  errorText,
  notifyError,
  notifySuccess,
  TextField,
  useApi,
  type CourseComment,
  type CourseCommentListResponse,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { Muted } from '../common/course-facts';

/** The course's comments, newest first, with older pages on request and a form for learners in it. */
export function Comments({
  courseId,
  first,
  canComment,
}: {
  courseId: number;
  first: CourseCommentListResponse;
  canComment: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const [items, setItems] = useState<CourseComment[]>(first.items);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const titleId = useId();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const fail = (error: unknown) => notifyError(errorText(error, tCommon, ClientErrorKey.unknown));

  async function more() {
    setLoadingMore(true);
    try {
      const next = await api.courseComments(courseId, page + 1);
      // A comment posted meanwhile shifts the pages: keep each comment once.
      setItems((before) => [
        ...before,
        ...next.items.filter((c) => !before.some((b) => b.id === c.id)),
      ]);
      setTotal(next.total);
      setPage(page + 1);
    } catch (error) {
      fail(error);
    } finally {
      setLoadingMore(false);
    }
  }

  async function remove(comment: CourseComment) {
    try {
      await api.deleteCourseComment(comment.id);
      setItems((before) => before.filter((c) => c.id !== comment.id));
      setTotal((n) => n - 1);
      notifySuccess(t('detail.comments.removed'));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>
        {t('detail.comments.title')} <Muted>({t('detail.comments.count', { count: total })})</Muted>
      </Heading>
      {canComment ? (
        <CommentForm
          courseId={courseId}
          onPosted={(comment) => {
            setItems((before) => [comment, ...before]);
            setTotal((n) => n + 1);
          }}
        />
      ) : (
        <Muted as="p">{t('detail.comments.joinFirst')}</Muted>
      )}
      {items.length === 0 ? (
        <Muted as="p">{t('detail.comments.empty')}</Muted>
      ) : (
        <List>
          {items.map((comment) => {
            const date = dateFormat.format(new Date(comment.created_at));
            return (
              <Item key={comment.id}>
                <Author>
                  <strong>
                    {comment.mine
                      ? t('detail.comments.you')
                      : (comment.author_name ?? t('detail.comments.guest'))}
                  </strong>
                  <Muted>
                    <time dateTime={comment.created_at}>{date}</time>
                  </Muted>
                  {comment.mine && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('detail.comments.removeLabel', { date })}
                      onClick={() => void remove(comment)}
                    >
                      {t('detail.comments.remove')}
                    </Button>
                  )}
                </Author>
                <Body>{comment.body}</Body>
              </Item>
            );
          })}
        </List>
      )}
      {items.length < total && (
        <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
          {t('detail.comments.more')}
        </Button>
      )}
    </section>
  );
}

function CommentForm({
  courseId,
  onPosted,
}: {
  courseId: number;
  onPosted: (comment: CourseComment) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError(errorText(ErrorKey.commentInvalid, tCommon, ErrorKey.commentInvalid));
      return;
    }
    setSending(true);
    setError(null);
    try {
      onPosted(await api.addCourseComment(courseId, body.trim()));
      setBody('');
      notifySuccess(t('detail.comments.sent'));
    } catch (failure) {
      // The text stays in the box, so nothing written is lost.
      const text = errorText(failure, tCommon, ClientErrorKey.unknown);
      setError(text);
      notifyError(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        multiline
        rows={3}
        label={t('detail.comments.label')}
        placeholder={t('detail.comments.placeholder')}
        value={body}
        maxLength={COMMENT_MAX_LENGTH}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
      />
      <div>
        <Button type="submit" loading={sending}>
          {t('detail.comments.send')}
        </Button>
      </div>
    </Form>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Author = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Body = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
