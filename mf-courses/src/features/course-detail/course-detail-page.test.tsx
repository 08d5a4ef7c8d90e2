import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, useAuth, type CourseDetail, type User } from '@lingualoop/shared';
import {
  aComment,
  aCourseDetail,
  aLesson,
  aMember,
  currentLocation,
  findInlineAlert,
  findToastRegion,
  renderApp,
  someLevels,
} from '../../test-utils';
import CourseDetailPage, { REFETCH_AFTER_BUY_MS } from './course-detail-page';

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

/** What the shell's header shows: the learner's credits. */
function HeaderBalance() {
  const { user } = useAuth();
  return <p data-testid="header-credits">{user ? `${user.credits} credits` : 'no user'}</p>;
}

type Options = Omit<Parameters<typeof renderApp>[0], 'routes' | 'at'>;

async function renderCourse(at = '/course/7', options: Options = {}) {
  const app = renderApp({
    at,
    routes: [
      {
        path: '/course/:courseId',
        element: (
          <>
            <HeaderBalance />
            <CourseDetailPage />
          </>
        ),
      },
    ],
    ...options,
    api: {
      levels: async () => someLevels,
      me: async () => aMember,
      courseDetail: async () => aCourseDetail(),
      viewCourse: async () => ({ ok: true }),
      addCourseRecent: async () => ({ ok: true }),
      ...options.api,
    },
  });
  await act(() => app.bus.loadMe());
  return app;
}

/** A course this learner has joined: lesson 1 done, lesson 2 begun, lesson 3 not started. */
const boughtCourse = (overrides: Partial<CourseDetail> = {}) =>
  aCourseDetail({
    bought: true,
    progress: { completed_lessons: 1, total_lessons: 3, percent: 33 },
    lessons: [
      aLesson({ id: 101, order: 1, status: 'completed' }),
      aLesson({ id: 102, order: 2, status: 'in_progress' }),
      aLesson({ id: 103, order: 3, status: 'not_started' }),
    ],
    ...overrides,
  });

const title = () => screen.findByRole('heading', { level: 1, name: 'Everyday English' });
const lessons = (name = 'Lessons') => screen.getByRole('region', { name });
const comments = () => screen.getByRole('region', { name: /^Comments/ });
const headerCredits = () => screen.getByTestId('header-credits');

describe('loading the course', () => {
  it('loads the course, marks it viewed and recent, and shows it', async () => {
    const { api } = await renderCourse();
    expect(await title()).toBeInTheDocument();
    expect(api.courseDetail).toHaveBeenCalledTimes(1);
    expect(api.courseDetail).toHaveBeenCalledWith(7);
    expect(api.viewCourse).toHaveBeenCalledWith(7);
    expect(api.addCourseRecent).toHaveBeenCalledWith(7);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Everyday English · LinguaLoop');
    expect(screen.getByText('The sentences of every day.')).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    expect(screen.getByText('From Vietnamese into English')).toBeInTheDocument();
    expect(screen.getByText('12 learners')).toBeInTheDocument();
    expect(screen.getByText('3 lessons')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All courses' })).toHaveAttribute('href', '/');
  });

  it('says it is loading until the course arrives', async () => {
    let answer!: (course: CourseDetail) => void;
    await renderCourse('/course/7', {
      api: { courseDetail: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(screen.getByText('Loading the course…').closest('[role="status"]')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await act(async () => answer(aCourseDetail()));
    expect(await title()).toBeInTheDocument();
    expect(screen.queryByText('Loading the course…')).not.toBeInTheDocument();
  });

  it('does not wait for, nor show, a failure to mark the course viewed or recent', async () => {
    await renderCourse('/course/7', {
      api: {
        viewCourse: () => Promise.reject(new ApiError(500, 'server/busy')),
        addCourseRecent: () => Promise.reject(new ApiError(500, 'server/busy')),
      },
    });
    expect(await title()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Page not found" for an unknown course', async () => {
    const { api } = await renderCourse('/course/7', {
      api: { courseDetail: () => Promise.reject(new ApiError(404, 'course/not-found')) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This course does not exist or is no longer available.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.courseDetail).toHaveBeenCalledWith(7);
    expect(screen.getByRole('link', { name: '← All courses' })).toHaveAttribute('href', '/');
  });

  it.each(['abc', '0x7', '1e1', '7.0', '0'])(
    'says "Page not found" for the id %s, without asking the API',
    async (id) => {
      const { api } = await renderCourse(`/course/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(api.courseDetail).not.toHaveBeenCalled();
    },
  );

  it('does not ask the API about an id that is not a number', async () => {
    const { api } = await renderCourse('/course/abc');
    expect(api.courseDetail).not.toHaveBeenCalled();
    expect(api.viewCourse).not.toHaveBeenCalled();
    expect(api.addCourseRecent).not.toHaveBeenCalled();
  });

  it('shows another failure with Try again, which loads the course', async () => {
    let failing = true;
    const { api, user } = await renderCourse('/course/7', {
      api: {
        courseDetail: async () => {
          if (failing) throw new ApiError(500, 'server/busy');
          return aCourseDetail();
        },
      },
    });
    const alert = await findInlineAlert();
    expect(alert).toHaveTextContent('The server is busy, please try again later.');
    expect(
      await within(await findToastRegion()).findByText(
        'The server is busy, please try again later.',
      ),
    ).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await title()).toBeInTheDocument();
    expect(api.courseDetail).toHaveBeenCalledTimes(2);
    expect(api.courseDetail).toHaveBeenLastCalledWith(7);
  });
});

describe('lessons', () => {
  it('lists the lessons in order with their status, locked until the course is joined', async () => {
    await renderCourse('/course/7', {
      api: {
        courseDetail: async () =>
          aCourseDetail({
            lessons: [
              aLesson({ id: 101, order: 1, status: 'completed', prompt_count: 1 }),
              aLesson({ id: 102, order: 2, status: 'in_progress' }),
              aLesson({ id: 103, order: 3, status: 'not_started' }),
            ],
          }),
      },
    });
    await title();
    const items = within(lessons()).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['1. Lesson 1', '2. Lesson 2', '3. Lesson 3']);
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[0]).toHaveTextContent('1 sentence');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[1]).toHaveTextContent('10 sentences');
    expect(items[2]).toHaveTextContent('Not started');
    expect(within(lessons()).getByText('Join the course to open its lessons.')).toBeInTheDocument();
    expect(within(lessons()).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('buying', () => {
  it('confirms the price, the balance and the balance after buying', async () => {
    const { api, user } = await renderCourse();
    await title();
    expect(screen.getByText('40 credits')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy for 40 credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy “Everyday English”?' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Price', 'Your credits now', 'After buying']);
    expect(values).toEqual(['40 credits', '100 credits', '60 credits']);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Buy now' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.buyCourse).not.toHaveBeenCalled();
  });

  it('buys: a success toast, the header balance reloads, and the course reloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let meCalls = 0;
    let bought = false;
    const { api, user } = await renderCourse('/course/7', {
      api: {
        me: async (): Promise<User> => (++meCalls === 1 ? aMember : { ...aMember, credits: 60 }),
        courseDetail: async () => (bought ? boughtCourse() : aCourseDetail()),
        buyCourse: async () => {
          bought = true;
          return { course_id: 7, price_credits: 40, credits: 60 };
        },
      },
    });
    await title();
    expect(headerCredits()).toHaveTextContent('100 credits');

    await user.click(screen.getByRole('button', { name: 'Buy for 40 credits' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(
      await within(await findToastRegion()).findByText(
        'You joined “Everyday English”. Happy learning!',
      ),
    ).toBeInTheDocument();
    expect(api.buyCourse).toHaveBeenCalledTimes(1);
    expect(api.buyCourse).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(headerCredits()).toHaveTextContent('60 credits'));
    expect(api.me).toHaveBeenCalledTimes(2);
    // The course is not asked for again at once, but it shows as joined already: no second
    // purchase can start in the meantime.
    expect(api.courseDetail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Buy for 40 credits' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toBeInTheDocument();

    // …but a second later.
    await act(() => vi.advanceTimersByTimeAsync(REFETCH_AFTER_BUY_MS));
    await waitFor(() => expect(api.courseDetail).toHaveBeenCalledTimes(2));
    expect(api.courseDetail).toHaveBeenLastCalledWith(7);
    expect(await screen.findByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      '/answer-lesson/102',
    );
    expect(screen.queryByRole('button', { name: 'Buy for 40 credits' })).not.toBeInTheDocument();
  });

  it('says how many credits are missing and offers to get more instead of buying', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: { me: async () => ({ ...aMember, credits: 25 }) },
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Buy for 40 credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy “Everyday English”?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You need 15 more credits for this course.',
    );
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['40 credits', '25 credits']);
    expect(within(dialog).queryByText('After buying')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Get more credits' }));
    expect(currentLocation()).toBe('/premium');
    expect(api.buyCourse).not.toHaveBeenCalled();
  });

  it('shows a refused purchase (not enough credits) as a toast and does not reload', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: { buyCourse: () => Promise.reject(new ApiError(402, 'not-enough-credits')) },
    });
    await title();
    await user.click(screen.getByRole('button', { name: 'Buy for 40 credits' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(
      await within(await findToastRegion()).findByText(
        'You do not have enough credits to purchase this course.',
      ),
    ).toBeInTheDocument();
    expect(api.buyCourse).toHaveBeenCalledWith(7);
    // The balance may have changed elsewhere: it is loaded again; the course is not.
    await waitFor(() => expect(api.me).toHaveBeenCalledTimes(2));
    expect(api.courseDetail).toHaveBeenCalledTimes(1);
    // The dialog stays, ready to try again or cancel.
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Buy now' });
    expect(confirm).not.toHaveAttribute('aria-busy');
  });

  it('offers to join a free course for free', async () => {
    const free = aCourseDetail({ is_free: true, price_credits: 0 });
    const { api, user } = await renderCourse('/course/7', {
      api: {
        courseDetail: async () => free,
        buyCourse: async () => ({ course_id: 7, price_credits: 0, credits: 100 }),
      },
    });
    await title();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    const dialog = screen.getByRole('dialog', { name: 'Join “Everyday English”?' });
    expect(within(dialog).queryByText('Price')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join now' }));
    expect(
      await within(await findToastRegion()).findByText(
        'You joined “Everyday English”. Happy learning!',
      ),
    ).toBeInTheDocument();
    expect(api.buyCourse).toHaveBeenCalledWith(7);
  });
});

describe('a joined course', () => {
  it('shows the progress and continues with the first lesson not completed', async () => {
    await renderCourse('/course/7', { api: { courseDetail: async () => boughtCourse() } });
    await title();
    const progress = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('33% done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      '/answer-lesson/102',
    );
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Join the course to open its lessons.')).not.toBeInTheDocument();
  });

  it('links every lesson to its page', async () => {
    const { user } = await renderCourse('/course/7', {
      api: { courseDetail: async () => boughtCourse() },
    });
    await title();
    const links = within(lessons()).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Practise again: Lesson 1', '/answer-lesson/101'],
      ['Continue: Lesson 2', '/answer-lesson/102'],
      ['Start: Lesson 3', '/answer-lesson/103'],
    ]);
    await user.click(within(lessons()).getByRole('link', { name: 'Start: Lesson 3' }));
    expect(currentLocation()).toBe('/answer-lesson/103');
  });

  it('says the course is done when every lesson is completed', async () => {
    const done = boughtCourse({
      progress: { completed_lessons: 2, total_lessons: 2, percent: 100 },
      lessons: [
        aLesson({ id: 101, order: 1, status: 'completed' }),
        aLesson({ id: 102, order: 2, status: 'completed' }),
      ],
    });
    await renderCourse('/course/7', { api: { courseDetail: async () => done } });
    await title();
    expect(screen.getByText('You have completed every lesson. Well done!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue learning' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});

describe('rating', () => {
  it('saves the stars chosen and shows the new average', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: {
        courseDetail: async () => boughtCourse(),
        rateCourse: async () => ({ rating: { average: 4.3, count: 3 }, my_rating: 4 }),
      },
    });
    await title();
    expect(
      screen.getByRole('img', { name: 'Rated 4.5 out of 5 by 2 learners' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Rate this course' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).queryByRole('radio', { checked: true })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(api.rateCourse).toHaveBeenCalledTimes(1);
    expect(api.rateCourse).toHaveBeenCalledWith(7, 4);
    expect(
      await within(await findToastRegion()).findByText('Thank you! Your rating is saved.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Rated 4.3 out of 5 by 3 learners' }),
    ).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('shows my earlier rating, and puts it back when a new one fails', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: {
        courseDetail: async () => boughtCourse({ my_rating: 2 }),
        rateCourse: () => Promise.reject(new ApiError(500, 'server/busy')),
      },
    });
    await title();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(api.rateCourse).toHaveBeenCalledWith(7, 5);
    expect(
      await within(await findToastRegion()).findByText(
        'The server is busy, please try again later.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked());
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('asks to join before rating', async () => {
    await renderCourse();
    await title();
    expect(screen.getByText('Join the course to rate it.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('comments', () => {
  const posted = aComment({
    id: 2,
    author_name: 'An Nguyễn',
    body: 'Great course',
    created_at: '2025-03-02T10:00:00.000Z',
    mine: true,
  });

  it('posts a comment and shows it at the top', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: {
        courseDetail: async () => boughtCourse(),
        addCourseComment: async () => posted,
      },
    });
    await title();
    expect(comments()).toHaveAccessibleName('Comments (1 comment)');
    const box = within(comments()).getByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Great course');
    await user.click(within(comments()).getByRole('button', { name: 'Post comment' }));

    expect(
      await within(await findToastRegion()).findByText('Your comment is posted.'),
    ).toBeInTheDocument();
    expect(api.addCourseComment).toHaveBeenCalledWith(7, 'Great course');
    const items = within(comments()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('Great course');
    expect(
      within(items[0]!).getByRole('button', { name: /^Delete your comment of/ }),
    ).toBeVisible();
    expect(items[1]).toHaveTextContent('Bình Trần');
    expect(items[1]).toHaveTextContent('Very useful sentences.');
    expect(comments()).toHaveAccessibleName('Comments (2 comments)');
    expect(box).toHaveValue('');
  });

  it('does not send an empty comment and says why', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: { courseDetail: async () => boughtCourse() },
    });
    await title();
    const box = within(comments()).getByRole('textbox', { name: 'Your comment' });
    await user.type(box, '   ');
    await user.click(within(comments()).getByRole('button', { name: 'Post comment' }));
    expect(box).toHaveAccessibleDescription('Write a comment of up to 1,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.addCourseComment).not.toHaveBeenCalled();

    await user.type(box, 'ok');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('keeps the text typed when posting fails', async () => {
    const { api, user } = await renderCourse('/course/7', {
      api: {
        courseDetail: async () => boughtCourse(),
        addCourseComment: () => Promise.reject(new ApiError(500, 'server/busy')),
      },
    });
    await title();
    const box = within(comments()).getByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Great course');
    await user.click(within(comments()).getByRole('button', { name: 'Post comment' }));

    expect(
      await within(await findToastRegion()).findByText(
        'The server is busy, please try again later.',
      ),
    ).toBeInTheDocument();
    expect(api.addCourseComment).toHaveBeenCalledWith(7, 'Great course');
    expect(box).toHaveValue('Great course');
    expect(box).toHaveAccessibleDescription('The server is busy, please try again later.');
    expect(within(comments()).getAllByRole('listitem')).toHaveLength(1);
    expect(comments()).toHaveAccessibleName('Comments (1 comment)');
  });

  it('asks to join before commenting, and still shows the comments', async () => {
    await renderCourse();
    await title();
    expect(within(comments()).getByText('Join the course to comment on it.')).toBeInTheDocument();
    expect(within(comments()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(comments()).getByText('Very useful sentences.')).toBeInTheDocument();
    expect(within(comments()).getByText('Bình Trần')).toBeInTheDocument();
  });
});

describe('languages', () => {
  it('shows the course in Vietnamese', async () => {
    const { user } = await renderCourse('/course/7', { language: 'vi' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tiếng Anh hằng ngày' }),
    ).toBeInTheDocument();
    const items = within(lessons('Các bài học')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1. Bài 1');
    expect(items[0]).toHaveTextContent('Chưa bắt đầu');
    expect(screen.getByText('Những câu nói mỗi ngày.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mua với 40 tín dụng' }));
    const dialog = screen.getByRole('dialog', { name: 'Mua khoá “Tiếng Anh hằng ngày”?' });
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['40 tín dụng', '100 tín dụng', '60 tín dụng']);
  });
});
