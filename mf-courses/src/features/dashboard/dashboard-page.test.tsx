import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  type CourseFilterRequest,
  type CourseFilterResponse,
  type CourseSummary,
} from '@lingualoop/shared';
import {
  aCourse,
  currentLocation,
  findInlineAlert,
  findToastRegion,
  renderApp,
  someLevels,
} from '../../test-utils';
import DashboardPage from './dashboard-page';

afterEach(() => {
  act(() => toast.dismiss());
});

type Options = Omit<Parameters<typeof renderApp>[0], 'routes' | 'at'>;

const paid = aCourse();
const free = aCourse({
  id: 8,
  slug: 'first-steps',
  is_free: true,
  price_credits: 0,
  translation_map: {
    vi: { title: 'Những bước đầu tiên' },
    en: { title: 'First steps' },
    zh: { title: '第一步' },
  },
});
const joined = aCourse({
  id: 9,
  slug: 'business-english',
  level: 'advanced',
  bought: true,
  progress: { completed_lessons: 2, total_lessons: 5, percent: 40 },
  translation_map: {
    vi: { title: 'Tiếng Anh thương mại' },
    en: { title: 'Business English' },
    zh: { title: '商务英语' },
  },
});

function page(items: CourseSummary[], total = items.length, pageNumber = 1): CourseFilterResponse {
  return { items, total, page: pageNumber, page_size: 12 };
}

/** `count` distinct courses from id `from` on, titled "Course <id>". */
function courses(count: number, from = 100): CourseSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const id = from + i;
    return aCourse({
      id,
      slug: `course-${id}`,
      translation_map: {
        vi: { title: `Khoá ${id}` },
        en: { title: `Course ${id}` },
        zh: { title: `课程 ${id}` },
      },
    });
  });
}

function renderDashboard(at = '/', options: Options = {}) {
  return renderApp({
    at,
    routes: [{ path: '/', element: <DashboardPage /> }],
    ...options,
    api: {
      levels: async () => someLevels,
      featuredCourse: async () => ({ course: null, reason: 'starter' }),
      filterCourses: async () => page([paid, free, joined]),
      ...options.api,
    },
  });
}

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const panel = () => screen.getByRole('tabpanel');
const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const lastRequest = (calls: [CourseFilterRequest][]) => calls[calls.length - 1]![0];

describe('the list of courses', () => {
  it('shows each course from filterCourses with its price, or Joined and its progress', async () => {
    const { api } = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Everyday English' })).toHaveAttribute(
      'href',
      '/course/7',
    );
    expect(api.filterCourses).toHaveBeenCalledTimes(1);
    expect(api.filterCourses).toHaveBeenCalledWith({ page: 1, page_size: 12 });
    expect(within(panel()).getByRole('status')).toHaveTextContent('3 courses');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'What will you practise today?',
    );
    expect(document.title).toBe('Courses · LinguaLoop');

    const paidCard = card('Everyday English');
    expect(within(paidCard).getByText('40 credits')).toBeInTheDocument();
    expect(within(paidCard).getByText('The sentences of every day.')).toBeInTheDocument();
    expect(within(paidCard).getByText('Beginner')).toBeInTheDocument();
    expect(within(paidCard).getByText('12 learners')).toBeInTheDocument();
    expect(within(paidCard).getByText('3 lessons')).toBeInTheDocument();
    expect(
      within(paidCard).getByRole('img', { name: 'Rated 4.5 out of 5 by 2 learners' }),
    ).toBeInTheDocument();
    expect(within(paidCard).queryByText('Joined')).not.toBeInTheDocument();
    expect(within(paidCard).queryByRole('progressbar')).not.toBeInTheDocument();

    const freeCard = card('First steps');
    expect(freeCard).toHaveTextContent('Free');
    expect(within(freeCard).queryByText(/credits?$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First steps' })).toHaveAttribute('href', '/course/8');

    const joinedCard = card('Business English');
    expect(within(joinedCard).getByText('Joined')).toBeInTheDocument();
    expect(within(joinedCard).queryByText('40 credits')).not.toBeInTheDocument();
    expect(within(joinedCard).getByText('Advanced')).toBeInTheDocument();
    const progress = within(joinedCard).getByRole('progressbar', { name: 'Course progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(joinedCard).getByText('40% done')).toBeInTheDocument();
  });

  it('says it is loading, with placeholders, until the first page arrives', async () => {
    const answer = deferred<CourseFilterResponse>();
    renderDashboard('/', { api: { filterCourses: () => answer.promise } });

    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading courses…');
    expect(within(panel()).getAllByTestId('skeleton')).toHaveLength(6);
    expect(panel().firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: 'Everyday English' })).not.toBeInTheDocument();

    await act(async () => answer.resolve(page([paid])));
    expect(await screen.findByRole('link', { name: 'Everyday English' })).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 course');
    expect(within(panel()).queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(panel().firstElementChild).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the featured course with the reason it is suggested', async () => {
    const featured = aCourse({
      id: 21,
      translation_map: {
        vi: { title: 'Du lịch' },
        en: { title: 'Travelling', description: 'At the airport and the hotel.' },
        zh: { title: '旅行' },
      },
    });
    renderDashboard('/', {
      api: { featuredCourse: async () => ({ course: featured, reason: 'top_rated' }) },
    });
    const region = await screen.findByRole('region', { name: 'Travelling' });
    expect(region).toHaveTextContent('Suggested for you · Best rated by learners');
    expect(within(region).getByText('At the airport and the hotel.')).toBeInTheDocument();
    expect(within(region).getByText('40 credits')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See the course' })).toHaveAttribute(
      'href',
      '/course/21',
    );
  });

  it('shows no featured course when there is none', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: 'Everyday English' });
    expect(screen.queryByText(/Suggested for you/)).not.toBeInTheDocument();
  });

  it('asks for the next page with "Show more courses" and adds it below', async () => {
    const first = courses(12);
    const second = courses(2, 200);
    const { api, user } = renderDashboard('/', {
      api: {
        filterCourses: async ({ page: n = 1 }) =>
          n === 1 ? page(first, 14, 1) : page(second, 14, 2),
      },
    });
    await screen.findByRole('link', { name: 'Course 100' });
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(12);
    expect(within(panel()).getByRole('status')).toHaveTextContent('14 courses');

    await user.click(screen.getByRole('button', { name: 'Show more courses' }));
    expect(await screen.findByRole('link', { name: 'Course 201' })).toBeInTheDocument();
    expect(api.filterCourses).toHaveBeenLastCalledWith({ page: 2, page_size: 12 });
    const titles = within(panel())
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent);
    expect(titles).toEqual([...first, ...second].map((c) => c.translation_map.en!.title));
    // Everything is there: no more to show.
    expect(screen.queryByRole('button', { name: 'Show more courses' })).not.toBeInTheDocument();
  });
});

describe('filters', () => {
  it('searches on submit, trimmed, and keeps the search in the address', async () => {
    const { api, user } = renderDashboard();
    await screen.findByRole('link', { name: 'Everyday English' });

    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    await user.type(box, '  travel ');
    expect(api.filterCourses).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.filterCourses).toHaveBeenCalledTimes(2));
    expect(api.filterCourses).toHaveBeenLastCalledWith({
      search: 'travel',
      page: 1,
      page_size: 12,
    });
    expect(currentLocation()).toBe('/?q=travel');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('travel');
  });

  it('searches with Enter, and clearing the box lists every course again', async () => {
    const { api, user } = renderDashboard();
    await screen.findByRole('link', { name: 'Everyday English' });
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'hotel{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/?q=hotel'));
    expect(lastRequest(api.filterCourses.mock.calls)).toEqual({
      search: 'hotel',
      page: 1,
      page_size: 12,
    });

    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(lastRequest(api.filterCourses.mock.calls)).toEqual({ page: 1, page_size: 12 });
  });

  it('sends the chosen level', async () => {
    const { api, user } = renderDashboard();
    await screen.findByRole('link', { name: 'Everyday English' });
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(level).toHaveDisplayValue('All levels');

    await user.selectOptions(level, 'Intermediate');
    await waitFor(() =>
      expect(api.filterCourses).toHaveBeenLastCalledWith({
        level: 'intermediate',
        page: 1,
        page_size: 12,
      }),
    );
    expect(currentLocation()).toBe('/?level=intermediate');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('Intermediate');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'All levels');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(lastRequest(api.filterCourses.mock.calls)).toEqual({ page: 1, page_size: 12 });
  });

  it('lists my courses from the "My courses" tab', async () => {
    const { api, user } = renderDashboard();
    await screen.findByRole('link', { name: 'Everyday English' });
    expect(screen.getByRole('tab', { name: 'All courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'My courses' }));
    await waitFor(() =>
      expect(api.filterCourses).toHaveBeenLastCalledWith({
        section: 'my_courses',
        page: 1,
        page_size: 12,
      }),
    );
    expect(screen.getByRole('tab', { name: 'My courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(currentLocation()).toBe('/?section=my_courses');
  });

  it('offers a timeframe only for Top rated and Popular, and sends it', async () => {
    const { api, user } = renderDashboard();
    await screen.findByRole('link', { name: 'Everyday English' });
    expect(screen.queryByRole('combobox', { name: 'Over' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My courses' }));
    await waitFor(() => expect(currentLocation()).toBe('/?section=my_courses'));
    expect(screen.queryByRole('combobox', { name: 'Over' })).not.toBeInTheDocument();
    expect(lastRequest(api.filterCourses.mock.calls)).not.toHaveProperty('timeframe');

    await user.click(screen.getByRole('tab', { name: 'Top rated' }));
    await waitFor(() =>
      expect(api.filterCourses).toHaveBeenLastCalledWith({
        section: 'top_rated',
        timeframe: 'all',
        page: 1,
        page_size: 12,
      }),
    );
    const over = screen.getByRole('combobox', { name: 'Over' });
    expect(over).toHaveDisplayValue('all time');

    await user.selectOptions(over, 'the last 7 days');
    await waitFor(() =>
      expect(api.filterCourses).toHaveBeenLastCalledWith({
        section: 'top_rated',
        timeframe: '7d',
        page: 1,
        page_size: 12,
      }),
    );
    expect(currentLocation()).toBe('/?section=top_rated&timeframe=7d');

    await user.click(screen.getByRole('tab', { name: 'Popular' }));
    await waitFor(() =>
      expect(api.filterCourses).toHaveBeenLastCalledWith({
        section: 'popular',
        timeframe: '7d',
        page: 1,
        page_size: 12,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Over' })).toHaveDisplayValue('the last 7 days');

    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() =>
      expect(api.filterCourses).toHaveBeenLastCalledWith({
        section: 'recent',
        page: 1,
        page_size: 12,
      }),
    );
    expect(screen.queryByRole('combobox', { name: 'Over' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/?section=recent');
  });

  it('starts from the filters in the address', async () => {
    const { api } = renderDashboard('/?q=hotel&level=advanced&section=popular&timeframe=30d');
    await screen.findByRole('link', { name: 'Everyday English' });
    expect(api.filterCourses).toHaveBeenCalledTimes(1);
    expect(api.filterCourses).toHaveBeenCalledWith({
      search: 'hotel',
      level: 'advanced',
      section: 'popular',
      timeframe: '30d',
      page: 1,
      page_size: 12,
    });
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('hotel');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('Advanced');
    expect(screen.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Over' })).toHaveDisplayValue('the last 30 days');
  });

  it('says so when I have no course yet, and leads to all courses', async () => {
    const { api, user } = renderDashboard('/?section=my_courses', {
      api: {
        filterCourses: async (request) =>
          request.section === 'my_courses' ? page([]) : page([paid, free]),
      },
    });
    expect(
      await screen.findByText(
        'You have not joined a course yet. Free courses cost nothing: start with one.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('0 courses');
    expect(within(panel()).queryByRole('listitem')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See all courses' }));
    expect(await screen.findByRole('link', { name: 'Everyday English' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(api.filterCourses).toHaveBeenLastCalledWith({ page: 1, page_size: 12 });
    expect(screen.getByRole('tab', { name: 'All courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says no course matches a search', async () => {
    renderDashboard('/?q=zzz', { api: { filterCourses: async () => page([]) } });
    expect(
      await screen.findByText('No course matches this search. Try another word or another level.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See all courses' })).toBeInTheDocument();
  });
});

describe('failures', () => {
  it('shows a failed list inline and as a toast; Try again loads it', async () => {
    let failing = true;
    const { api, user } = renderDashboard('/', {
      api: {
        filterCourses: async () => {
          if (failing) throw new ApiError(500, 'server/busy');
          return page([paid]);
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
    // No "0 courses" under the error: the count is unknown.
    expect(within(panel()).getByRole('status').textContent).toBe('');
    expect(
      screen.queryByText('No course matches this search. Try another word or another level.'),
    ).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Everyday English' })).toBeInTheDocument();
    expect(api.filterCourses).toHaveBeenCalledTimes(2);
    expect(api.filterCourses).toHaveBeenLastCalledWith({ page: 1, page_size: 12 });
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 course');
  });

  it('keeps the courses shown when the next page fails, and Try again asks for that page', async () => {
    let failing = true;
    const { api, user } = renderDashboard('/', {
      api: {
        filterCourses: async ({ page: n = 1 }) => {
          if (n === 1) return page(courses(12), 13, 1);
          if (failing) throw new ApiError(500, 'server/busy');
          return page(courses(1, 300), 13, 2);
        },
      },
    });
    await screen.findByRole('link', { name: 'Course 100' });
    await user.click(screen.getByRole('button', { name: 'Show more courses' }));
    const alert = await findInlineAlert();
    expect(alert).toHaveTextContent('The server is busy, please try again later.');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(12);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Course 300' })).toBeInTheDocument();
    expect(api.filterCourses).toHaveBeenLastCalledWith({ page: 2, page_size: 12 });
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(13);
  });
});

describe('languages', () => {
  it('shows the page and the courses in Vietnamese', async () => {
    renderDashboard('/', {
      language: 'vi',
      api: {
        featuredCourse: async () => ({ course: free, reason: 'starter' }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Tiếng Anh hằng ngày' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hôm nay bạn luyện gì?');
    expect(document.title).toBe('Khoá học · LinguaLoop');
    expect(within(card('Tiếng Anh hằng ngày')).getByText('40 tín dụng')).toBeInTheDocument();
    expect(card('Tiếng Anh thương mại')).toHaveTextContent('Đã tham gia');
    expect(card('Tiếng Anh thương mại')).toHaveTextContent('Đã xong 40%');
    expect(within(panel()).getByRole('status')).toHaveTextContent('3 khoá học');
    expect(screen.getByRole('tab', { name: 'Khoá học của tôi' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tìm khoá học' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trình độ' })).toHaveDisplayValue('Mọi trình độ');
    const featured = await screen.findByRole('region', { name: 'Những bước đầu tiên' });
    expect(featured).toHaveTextContent('Gợi ý cho bạn · Khoá học đầu tiên phù hợp');
    expect(featured).toHaveTextContent('Miễn phí');
  });

  it('shows a failure in Vietnamese', async () => {
    renderDashboard('/', {
      language: 'vi',
      api: { filterCourses: () => Promise.reject(new ApiError(500, 'server/busy')) },
    });
    const alert = await findInlineAlert();
    expect(alert).toHaveTextContent('Máy chủ đang bận, vui lòng thử lại sau.');
    expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
