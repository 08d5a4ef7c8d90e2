import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  CourseDetail,
  CourseFilterResponse,
  CourseSummary,
  FeaturedCourseResponse,
} from '@lingualoop/shared/contracts';
import { readCourseFiles } from '../../content/read';
import { importCourses } from '../../content/import';
import { CATALOGUE_MAX_AGE_MS, publishedCourses } from './catalogue';
import {
  courseRatings,
  courses,
  creditTransactions,
  enrolments,
  lessonProgress,
  users,
} from '../../db/schema';
import { createGuest, createTestApp, registerMember, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ courses: true });
});
afterAll(() => t.close());

type Auth = { authorization: string };
const post = (url: string, auth: Auth, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload: payload as object });
const get = (url: string, auth: Auth) => t.app.inject({ url: `/api${url}`, headers: auth });

const filter = async (auth: Auth, body: Record<string, unknown> = {}) => {
  const response = await post('/course/filter', auth, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CourseFilterResponse;
};
const slugs = (page: CourseFilterResponse) => page.items.map((c) => c.slug);

async function courseBySlug(auth: Auth, slug: string): Promise<CourseSummary> {
  const all = await filter(auth, { page_size: 48 });
  const course = all.items.find((c) => c.slug === slug);
  if (!course) throw new Error(`no course ${slug}`);
  return course;
}

async function setCredits(userId: number, credits: number) {
  await t.database.db.update(users).set({ credits }).where(eq(users.id, userId));
}
async function creditsOf(userId: number) {
  const [row] = await t.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row!.credits;
}

describe('the course list', () => {
  it('needs a signed-in learner', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/course/filter', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('lists every published course, beginner first, with titles in three languages', async () => {
    const { auth } = await registerMember(t.app);
    const page = await filter(auth, { page_size: 48 });
    const { courses: files } = await readCourseFiles();
    expect(page.total).toBe(files.length);
    expect(page.items[0]!.level).toBe('beginner');
    for (const course of page.items) {
      expect(Object.keys(course.translation_map).sort()).toEqual(['en', 'vi', 'zh']);
      expect(course.lesson_count).toBeGreaterThanOrEqual(6);
      expect(course.is_free).toBe(course.price_credits === 0);
      expect(course.bought).toBe(false);
      expect(course.progress).toEqual({
        completed_lessons: 0,
        total_lessons: course.lesson_count,
        percent: 0,
      });
    }
  });

  it("shows the learner's purchase and progress at once; another instance's within seconds", async () => {
    const { auth, user } = await registerMember(t.app);
    const before = await courseBySlug(auth, 'chinese-first-steps');
    await post('/course/buy', auth, { course_id: before.id });
    const bought = await courseBySlug(auth, 'chinese-first-steps');
    expect(bought).toMatchObject({ bought: true, students: before.students + 1 });

    const detail = (await get(`/course/detail/${before.id}`, auth)).json() as CourseDetail;
    await t.database.db.insert(lessonProgress).values({
      user_id: user.id,
      lesson_id: detail.lessons[0]!.id,
      status: 'completed',
      started_at: new Date(),
      completed_at: new Date(),
    });
    expect((await courseBySlug(auth, 'chinese-first-steps')).progress.completed_lessons).toBe(1);

    // Another API instance's purchase changes the row without this instance knowing.
    await t.database.db
      .update(courses)
      .set({ student_count: bought.students + 10 })
      .where(eq(courses.id, before.id));
    const studentsAt = async (now: number) =>
      (await publishedCourses(t.database.db, now)).find((c) => c.id === before.id)!.student_count;
    const now = performance.now();
    expect(await studentsAt(now)).toBe(bought.students);
    expect(await studentsAt(now + CATALOGUE_MAX_AGE_MS)).toBe(bought.students + 10);
  });

  it('pages through the list', async () => {
    const { auth } = await registerMember(t.app);
    const first = await filter(auth, { page: 1, page_size: 3 });
    const second = await filter(auth, { page: 2, page_size: 3 });
    expect(first.items).toHaveLength(3);
    const all = (await filter(auth, { page_size: 48 })).total;
    expect(all).toBeGreaterThan(6);
    // A full page counts the matches; a partial or an empty one knows them from its rows.
    expect(first.total).toBe(all);
    const last = await filter(auth, { page: Math.ceil(all / 3), page_size: 3 });
    expect(last.total).toBe(all);
    expect((await filter(auth, { page: 50, page_size: 3 })).total).toBe(all);
    expect(slugs(first)).not.toEqual(expect.arrayContaining(slugs(second)));
  });

  it('filters by level', async () => {
    const { auth } = await registerMember(t.app);
    for (const level of ['beginner', 'intermediate', 'advanced']) {
      const page = await filter(auth, { level, page_size: 48 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((c) => c.level === level)).toBe(true);
    }
  });

  it.each([
    ['a word of its Vietnamese title', 'công sở', 'english-at-work'],
    ['the same word without tone marks', 'cong so', 'english-at-work'],
    ['a word of its Chinese title', '职场', 'english-at-work'],
    ['a word of its English description, in capitals', 'TRAVELLING', 'travel-chinese'],
    ['a Chinese word of its title', '旅行', 'travel-chinese'],
  ])('search finds a course by %s', async (_what, search, slug) => {
    const { auth } = await registerMember(t.app);
    expect(slugs(await filter(auth, { search }))).toContain(slug);
  });

  it('search needs every word and treats % and _ as plain characters', async () => {
    const { auth } = await registerMember(t.app);
    expect((await filter(auth, { search: 'công sở xyzzy' })).total).toBe(0);
    expect((await filter(auth, { search: '%' })).total).toBe(0);
    expect((await filter(auth, { search: '_' })).total).toBe(0);
  });

  it('refuses an unknown section, level or timeframe', async () => {
    const { auth } = await registerMember(t.app);
    for (const body of [
      { section: 'best' },
      { level: 'expert' },
      { timeframe: '2d' },
      { page: 0 },
    ]) {
      const response = await post('/course/filter', auth, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('validation/request-invalid');
    }
  });
});

describe('sections and timeframes', () => {
  it('my courses lists what the learner joined, latest first; recent what they opened', async () => {
    const { auth, user } = await registerMember(t.app);
    await setCredits(user.id, 1000);
    const a = await courseBySlug(auth, 'everyday-english-first-steps');
    const b = await courseBySlug(auth, 'travel-chinese');
    expect(slugs(await filter(auth, { section: 'my_courses' }))).toEqual([]);
    await post('/course/buy', auth, { course_id: a.id });
    t.clock.advance(1000);
    await post('/course/buy', auth, { course_id: b.id });
    expect(slugs(await filter(auth, { section: 'my_courses' }))).toEqual([b.slug, a.slug]);

    await post('/course_recent/add', auth, { course_id: b.id });
    t.clock.advance(1000);
    await post('/course_recent/add', auth, { course_id: a.id });
    expect(slugs(await filter(auth, { section: 'recent' }))).toEqual([a.slug, b.slug]);
    t.clock.advance(1000);
    await post('/course_recent/add', auth, { course_id: b.id });
    expect(slugs(await filter(auth, { section: 'recent' }))).toEqual([b.slug, a.slug]);
  });

  it('popular counts enrolments within the timeframe; top rated averages ratings within it', async () => {
    // A world of its own, so that other tests' enrolments do not count.
    const own = await createTestApp({ courses: true });
    try {
      const learners = await Promise.all([1, 2, 3].map(() => registerMember(own.app)));
      const list = (await own.app
        .inject({
          method: 'POST',
          url: '/api/course/filter',
          headers: learners[0]!.auth,
          payload: { page_size: 48 },
        })
        .then((r) => r.json())) as CourseFilterResponse;
      const id = (slug: string) => list.items.find((c) => c.slug === slug)!.id;
      const [old, recent] = [id('chinese-first-steps'), id('everyday-english-first-steps')];
      const send = (auth: Auth, url: string, payload: object) =>
        own.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });
      const sectionOf = async (body: object) =>
        (
          (await send(learners[0]!.auth, '/course/filter', body)).json() as CourseFilterResponse
        ).items.map((c) => c.slug);

      // All three join the old course and rate it 2; that was 40 days ago (moved back in the
      // database: moving the clock would expire the learners' tokens).
      for (const l of learners) {
        await send(l.auth, '/course/buy', { course_id: old });
        await send(l.auth, '/course/rate', { course_id: old, rating: 2 });
      }
      const fortyDaysAgo = new Date(own.clock.now().getTime() - 40 * 24 * 3600 * 1000);
      await own.database.db
        .update(enrolments)
        .set({ created_at: fortyDaysAgo })
        .where(eq(enrolments.course_id, old));
      await own.database.db
        .update(courseRatings)
        .set({ rated_at: fortyDaysAgo })
        .where(eq(courseRatings.course_id, old));
      // Now: two join the recent one and rate it 4.
      for (const l of learners.slice(0, 2)) {
        await send(l.auth, '/course/buy', { course_id: recent });
        await send(l.auth, '/course/rate', { course_id: recent, rating: 4 });
      }

      expect(await sectionOf({ section: 'popular', timeframe: '30d' })).toEqual([
        'everyday-english-first-steps',
      ]);
      expect(await sectionOf({ section: 'popular', timeframe: '90d' })).toEqual([
        'chinese-first-steps',
        'everyday-english-first-steps',
      ]);
      expect(await sectionOf({ section: 'popular' })).toEqual([
        'chinese-first-steps',
        'everyday-english-first-steps',
      ]);
      expect(await sectionOf({ section: 'popular', timeframe: '1d' })).toEqual([
        'everyday-english-first-steps',
      ]);

      expect(await sectionOf({ section: 'top_rated', timeframe: '7d' })).toEqual([
        'everyday-english-first-steps',
      ]);
      expect(await sectionOf({ section: 'top_rated', timeframe: 'all' })).toEqual([
        'everyday-english-first-steps',
        'chinese-first-steps',
      ]);
      // A learner changes their old rating today: it now counts in the 7-day window.
      await send(learners[2]!.auth, '/course/rate', { course_id: old, rating: 5 });
      expect(await sectionOf({ section: 'top_rated', timeframe: '7d' })).toEqual([
        'chinese-first-steps',
        'everyday-english-first-steps',
      ]);
      for (const timeframe of ['1d', '3d', '7d', '14d', '30d', '90d', '180d', '365d', 'all']) {
        expect(
          (await send(learners[0]!.auth, '/course/filter', { section: 'popular', timeframe }))
            .statusCode,
        ).toBe(200);
      }

      const featured = (await own.app
        .inject({ url: '/api/course/featured', headers: learners[2]!.auth })
        .then((r) => r.json())) as FeaturedCourseResponse;
      expect(featured).toMatchObject({
        reason: 'popular',
        course: { slug: 'everyday-english-first-steps' },
      });
    } finally {
      await own.close();
    }
  });
});

describe('buying a course', () => {
  it('joins a free course at no cost', async () => {
    const { auth, user } = await registerMember(t.app);
    const before = await creditsOf(user.id);
    const free = await courseBySlug(auth, 'everyday-english-first-steps');
    expect(free.is_free).toBe(true);
    const response = await post('/course/buy', auth, { course_id: free.id });
    expect(response.json()).toEqual({ course_id: free.id, price_credits: 0, credits: before });
    expect((await courseBySlug(auth, free.slug)).bought).toBe(true);
  });

  it('takes the price in credits; exactly enough leaves 0, and the charge is recorded', async () => {
    const { auth, user } = await registerMember(t.app);
    const paid = await courseBySlug(auth, 'english-at-work');
    await setCredits(user.id, paid.price_credits);
    const response = await post('/course/buy', auth, { course_id: paid.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      course_id: paid.id,
      price_credits: paid.price_credits,
      credits: 0,
    });
    expect(await creditsOf(user.id)).toBe(0);
    const ledger = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.user_id, user.id));
    expect(ledger).toMatchObject([
      {
        amount: -paid.price_credits,
        balance_after: 0,
        reason: 'course_purchase',
        course_id: paid.id,
      },
    ]);
    const me = await get('/user/me', auth);
    expect(me.json().credits).toBe(0);
  });

  it('refuses with too few credits and changes nothing', async () => {
    const { auth, user } = await registerMember(t.app);
    const paid = await courseBySlug(auth, 'vietnam-stories-and-ideas');
    await setCredits(user.id, paid.price_credits - 1);
    const response = await post('/course/buy', auth, { course_id: paid.id });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('not-enough-credits');
    expect(await creditsOf(user.id)).toBe(paid.price_credits - 1);
    expect((await courseBySlug(auth, paid.slug)).bought).toBe(false);
  });

  it('refuses a second purchase of the same course', async () => {
    const { auth } = await registerMember(t.app);
    const course = await courseBySlug(auth, 'travel-chinese');
    expect((await post('/course/buy', auth, { course_id: course.id })).statusCode).toBe(200);
    const again = await post('/course/buy', auth, { course_id: course.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('course/already-purchased');
  });

  it('10 concurrent purchases of one course charge once', async () => {
    const { auth, user } = await registerMember(t.app);
    const course = await courseBySlug(auth, 'english-at-work');
    await setCredits(user.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/course/buy', auth, { course_id: course.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await creditsOf(user.id)).toBe(1000 - course.price_credits);
    const rows = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.user_id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('two courses bought at once with credits for one: exactly one succeeds, never below 0', async () => {
    const { auth, user } = await registerMember(t.app);
    const a = await courseBySlug(auth, 'english-at-work');
    const b = await courseBySlug(auth, 'conversations-in-english');
    await setCredits(user.id, Math.max(a.price_credits, b.price_credits));
    const answers = await Promise.all([
      post('/course/buy', auth, { course_id: a.id }),
      post('/course/buy', auth, { course_id: b.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(await creditsOf(user.id)).toBeGreaterThanOrEqual(0);
    const bought = (await filter(auth, { section: 'my_courses' })).items;
    expect(bought).toHaveLength(1);
  });

  it('a guest can buy, and keeps the course after completing signup', async () => {
    const guest = await createGuest(t.app);
    const course = await courseBySlug(guest.auth, 'travel-chinese');
    const bought = await post('/course/buy', guest.auth, { course_id: course.id });
    expect(bought.statusCode).toBe(200);
    const done = await post('/user/complete-signup/email', guest.auth, {
      firstname: 'Hoa',
      lastname: 'Lê',
      email: `hoa-${Date.now()}@example.com`,
      password: 'secret123',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(slugs(await filter(guest.auth, { section: 'my_courses' }))).toEqual([course.slug]);
  });

  it('answers 404 for a course that does not exist, and 400 for a malformed id', async () => {
    const { auth } = await registerMember(t.app);
    expect((await post('/course/buy', auth, { course_id: 999999 })).json().message).toBe(
      'course/not-found',
    );
    expect((await post('/course/buy', auth, { course_id: 'one' })).statusCode).toBe(400);
    expect((await get('/course/detail/999999', auth)).statusCode).toBe(404);
  });
});

describe('the course detail', () => {
  it("has the lessons in order with the learner's status and progress", async () => {
    const { auth, user } = await registerMember(t.app);
    const course = await courseBySlug(auth, 'chinese-first-steps');
    await post('/course/buy', auth, { course_id: course.id });
    let detail = (await get(`/course/detail/${course.id}`, auth)).json() as CourseDetail;
    expect(detail.lessons.map((l) => l.order)).toEqual(detail.lessons.map((_l, i) => i + 1));
    expect(detail.lessons.every((l) => l.status === 'not_started' && l.prompt_count >= 6)).toBe(
      true,
    );
    expect(detail).toMatchObject({
      bought: true,
      viewed: false,
      my_rating: null,
      comments: { items: [], total: 0 },
    });

    // Lesson progress comes from the lesson screens (issue 5); here, straight in the table.
    const [first, second] = detail.lessons;
    await t.database.db.insert(lessonProgress).values([
      {
        user_id: user.id,
        lesson_id: first!.id,
        status: 'completed',
        started_at: new Date(),
        completed_at: new Date(),
      },
      { user_id: user.id, lesson_id: second!.id, status: 'in_progress', started_at: new Date() },
    ]);
    await post('/course/view', auth, { course_id: course.id });
    detail = (await get(`/course/detail/${course.id}`, auth)).json() as CourseDetail;
    expect(detail.viewed).toBe(true);
    expect(detail.lessons.slice(0, 3).map((l) => l.status)).toEqual([
      'completed',
      'in_progress',
      'not_started',
    ]);
    expect(detail.progress).toEqual({
      completed_lessons: 1,
      total_lessons: detail.lessons.length,
      percent: Math.floor(100 / detail.lessons.length),
    });

    const inProgress = await get(`/lesson/course/${course.id}?status=in_progress`, auth);
    expect(inProgress.json().map((l: { id: number }) => l.id)).toEqual([second!.id]);
    const found = await get(
      `/lesson/course/${course.id}?search=${encodeURIComponent(first!.translation_map.vi!.title)}`,
      auth,
    );
    expect(found.json().map((l: { id: number }) => l.id)).toContain(first!.id);
  });
});

describe('comments and ratings', () => {
  it('only a learner in the course may comment or rate; a rating can be changed', async () => {
    const { auth } = await registerMember(t.app, { firstname: 'Lan', lastname: 'Phạm' });
    const course = await courseBySlug(auth, 'say-it-in-english-daily-life');
    expect(
      (await post('/course/comment', auth, { course_id: course.id, body: 'Hay quá' })).statusCode,
    ).toBe(403);
    expect(
      (await post('/course/rate', auth, { course_id: course.id, rating: 4 })).json().message,
    ).toBe('course/not-enrolled');

    await post('/course/buy', auth, { course_id: course.id });
    const comment = await post('/course/comment', auth, {
      course_id: course.id,
      body: '  Bài học rất thực tế!  ',
    });
    expect(comment.json()).toMatchObject({
      author_name: 'Lan Phạm',
      body: 'Bài học rất thực tế!',
      mine: true,
    });
    expect(
      (await post('/course/rate', auth, { course_id: course.id, rating: 4 })).json(),
    ).toMatchObject({ my_rating: 4 });
    const changed = await post('/course/rate', auth, { course_id: course.id, rating: 5 });
    expect(changed.json().my_rating).toBe(5);
    const ratings = await t.database.db
      .select()
      .from(courseRatings)
      .where(eq(courseRatings.course_id, course.id));
    expect(ratings.filter((r) => r.rating === 5)).toHaveLength(ratings.length); // one row, changed

    const other = await registerMember(t.app);
    const detail = (await get(`/course/detail/${course.id}`, other.auth)).json() as CourseDetail;
    expect(detail.comments.items[0]).toMatchObject({ body: 'Bài học rất thực tế!', mine: false });
    expect(detail.my_rating).toBeNull();
    expect(detail.rating.count).toBeGreaterThanOrEqual(1);

    // Someone else cannot delete it; the author can.
    const id = comment.json().id as number;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/course/comment/${id}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/course/comment/${id}`, headers: auth }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the course rating right under concurrent ratings by one learner and by many', async () => {
    // A course no other test in this file joins or rates.
    const course = await courseBySlug((await registerMember(t.app)).auth, 'english-in-the-news');
    expect(course.students).toBe(0);
    const learners = await Promise.all([1, 2, 3].map(() => registerMember(t.app)));
    for (const l of learners) {
      await setCredits(l.user.id, 500);
      await post('/course/buy', l.auth, { course_id: course.id });
    }
    await Promise.all([
      post('/course/rate', learners[0]!.auth, { course_id: course.id, rating: 5 }),
      post('/course/rate', learners[0]!.auth, { course_id: course.id, rating: 5 }),
      post('/course/rate', learners[1]!.auth, { course_id: course.id, rating: 2 }),
      post('/course/rate', learners[2]!.auth, { course_id: course.id, rating: 4 }),
    ]);
    const last = await post('/course/rate', learners[2]!.auth, { course_id: course.id, rating: 3 });
    expect(last.json().rating).toEqual({ average: 3.3, count: 3 });
    const card = await courseBySlug(learners[0]!.auth, course.slug);
    expect(card.rating).toEqual({ average: 3.3, count: 3 });
    expect(card.students).toBe(3);
  });

  it('refuses an empty or overlong comment and a rating outside 1–5', async () => {
    const { auth } = await registerMember(t.app);
    const course = await courseBySlug(auth, 'everyday-english-first-steps');
    await post('/course/buy', auth, { course_id: course.id });
    for (const body of ['', '   ', 'x'.repeat(1001)]) {
      expect(
        (await post('/course/comment', auth, { course_id: course.id, body })).json().message,
      ).toBe('comment/invalid');
    }
    for (const rating of [0, 6, 4.5, '5']) {
      expect(
        (await post('/course/rate', auth, { course_id: course.id, rating })).json().message,
      ).toBe('rating/invalid');
    }
  });

  it('guests comment without a name', async () => {
    const guest = await createGuest(t.app);
    const course = await courseBySlug(guest.auth, 'everyday-english-first-steps');
    await post('/course/buy', guest.auth, { course_id: course.id });
    const comment = await post('/course/comment', guest.auth, {
      course_id: course.id,
      body: 'Good',
    });
    expect(comment.json().author_name).toBeNull();
  });
});

describe('importing the course files', () => {
  it('is idempotent, and an edited file updates the course without losing enrolments', async () => {
    const { courses: files } = await readCourseFiles();
    const again = await importCourses(t.database.db, files);
    expect(again.imported).toEqual([]);
    expect(again.unchanged).toHaveLength(files.length);

    const { auth } = await registerMember(t.app);
    const course = await courseBySlug(auth, files[0]!.slug);
    await post('/course/buy', auth, { course_id: course.id });
    const edited = structuredClone(files);
    edited[0]!.translation_map.en.title = 'A new title';
    edited[0]!.lessons[0]!.prompts.pop(); // a prompt removed: unpublished, not deleted
    const result = await importCourses(t.database.db, edited);
    expect(result.imported).toEqual([files[0]!.slug]);
    const after = await courseBySlug(auth, files[0]!.slug);
    expect(after).toMatchObject({ id: course.id, bought: true });
    expect(after.translation_map.en!.title).toBe('A new title');
    const detail = (await get(`/course/detail/${course.id}`, auth)).json() as CourseDetail;
    expect(detail.lessons[0]!.prompt_count).toBe(files[0]!.lessons[0]!.prompts.length - 1);

    // Put it back for the other tests; a course whose file is gone is unpublished.
    await importCourses(t.database.db, files.slice(1));
    expect((await get(`/course/detail/${course.id}`, auth)).statusCode).toBe(404);
    await importCourses(t.database.db, files);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.published).toBe(true);
  });
});
