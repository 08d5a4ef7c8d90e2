import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CourseComment,
  CourseFilterRequest,
  CourseSummary,
  CourseTimeframe,
  LessonStatus,
  LessonSummary,
} from '@lingualoop/shared/contracts';
import { COMMENTS_PAGE_SIZE, COURSE_PAGE_SIZE_DEFAULT } from '@lingualoop/shared/contracts';
import type { Executor } from '../../db/client';
import {
  courseComments,
  courseRatings,
  courseRecents,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  levels,
  prompts,
  users,
} from '../../db/schema';
import { foldForSearch, likePattern } from '../../content/search-text';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEFRAME_DAYS: Record<CourseTimeframe, number | null> = {
  '1d': 1,
  '3d': 3,
  '7d': 7,
  '14d': 14,
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '365d': 365,
  all: null,
};

/** The start of a timeframe ending now, or null for all time. */
export function timeframeStart(timeframe: CourseTimeframe, now: Date): Date | null {
  const days = TIMEFRAME_DAYS[timeframe];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** Course cards for these ids, in the order given, with what `userId` has done in each. */
export async function courseSummaries(
  db: Executor,
  userId: number,
  ids: number[],
): Promise<CourseSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      level: levels.code,
      prompt_language: courses.prompt_language,
      answer_languages: courses.answer_languages,
      price_credits: courses.price_credits,
      translation_map: courses.translation_map,
      lesson_count: sql<number>`(select count(*)::int from ${lessons} l
        where l.course_id = ${courses.id} and l.published)`,
      completed_lessons: sql<number>`(select count(*)::int from ${lessonProgress} p
        join ${lessons} l on l.id = p.lesson_id
        where l.course_id = ${courses.id} and l.published and p.user_id = ${userId}
          and p.status = 'completed')`,
      students: sql<number>`(select count(*)::int from ${enrolments} e where e.course_id = ${courses.id})`,
      rating_average: sql<string | null>`(select round(avg(r.rating), 1) from ${courseRatings} r
        where r.course_id = ${courses.id})`,
      rating_count: sql<number>`(select count(*)::int from ${courseRatings} r where r.course_id = ${courses.id})`,
      bought: sql<boolean>`exists(select 1 from ${enrolments} e
        where e.course_id = ${courses.id} and e.user_id = ${userId})`,
    })
    .from(courses)
    .innerJoin(levels, eq(levels.id, courses.level_id))
    .where(inArray(courses.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const total = Number(row.lesson_count);
    const completed = Number(row.completed_lessons);
    return [
      {
        id: row.id,
        slug: row.slug,
        level: row.level,
        prompt_language: row.prompt_language,
        answer_languages: row.answer_languages,
        price_credits: row.price_credits,
        is_free: row.price_credits === 0,
        translation_map: row.translation_map,
        lesson_count: total,
        students: Number(row.students),
        rating: { average: Number(row.rating_average ?? 0), count: Number(row.rating_count) },
        bought: Boolean(row.bought),
        progress: {
          completed_lessons: completed,
          total_lessons: total,
          percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
        },
      },
    ];
  });
}

/**
 * The dashboard's query: published courses matching the search words (every word, in any
 * language's title or description, tone marks optional) and level, in a section's order.
 */
export async function filterCourses(
  db: Executor,
  userId: number,
  filter: CourseFilterRequest,
  now: Date,
): Promise<{ ids: number[]; total: number }> {
  const page = filter.page ?? 1;
  const pageSize = filter.page_size ?? COURSE_PAGE_SIZE_DEFAULT;
  const since = timeframeStart(filter.timeframe ?? 'all', now);

  const conditions: (SQL | undefined)[] = [eq(courses.published, true)];
  if (filter.level) conditions.push(eq(levels.code, filter.level));
  for (const word of foldForSearch(filter.search ?? '')
    .split(' ')
    .filter(Boolean)) {
    conditions.push(sql`${courses.search_text} like ${likePattern(word)}`);
  }

  let order: SQL[] = [asc(courses.sort_order), asc(courses.id)];
  let from = db
    .select({ id: courses.id, total: sql<number>`count(*) over ()` })
    .from(courses)
    .innerJoin(levels, eq(levels.id, courses.level_id))
    .$dynamic();

  switch (filter.section) {
    case 'my_courses':
      from = from.innerJoin(
        enrolments,
        and(eq(enrolments.course_id, courses.id), eq(enrolments.user_id, userId)),
      );
      order = [desc(enrolments.created_at), desc(enrolments.id)];
      break;
    case 'recent':
      from = from.innerJoin(
        courseRecents,
        and(eq(courseRecents.course_id, courses.id), eq(courseRecents.user_id, userId)),
      );
      order = [desc(courseRecents.opened_at)];
      break;
    case 'top_rated': {
      const rated = db
        .select({
          course_id: courseRatings.course_id,
          average: sql<string>`avg(${courseRatings.rating})`.as('average'),
          count: sql<number>`count(*)`.as('count'),
        })
        .from(courseRatings)
        .where(since ? sql`${courseRatings.rated_at} >= ${since.toISOString()}` : undefined)
        .groupBy(courseRatings.course_id)
        .as('rated');
      from = from.innerJoin(rated, eq(rated.course_id, courses.id));
      order = [desc(rated.average), desc(rated.count), asc(courses.sort_order)];
      break;
    }
    case 'popular': {
      const joined = db
        .select({
          course_id: enrolments.course_id,
          count: sql<number>`count(*)`.as('count'),
        })
        .from(enrolments)
        .where(since ? sql`${enrolments.created_at} >= ${since.toISOString()}` : undefined)
        .groupBy(enrolments.course_id)
        .as('joined');
      from = from.innerJoin(joined, eq(joined.course_id, courses.id));
      order = [desc(joined.count), asc(courses.sort_order)];
      break;
    }
    default:
      break;
  }

  const rows = await from
    .where(and(...conditions))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
}

export async function findPublishedCourse(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return row;
}

export async function isEnrolled(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.user_id, userId), eq(enrolments.course_id, courseId)));
  return Boolean(row);
}

/** The course's published lessons in order, each with this learner's status. */
export async function lessonSummaries(
  db: Executor,
  userId: number,
  courseId: number,
  filter: { status?: LessonStatus; search?: string } = {},
): Promise<LessonSummary[]> {
  const rows = await db
    .select({
      id: lessons.id,
      slug: lessons.slug,
      translation_map: lessons.translation_map,
      status: lessonProgress.status,
      prompt_count: sql<number>`(select count(*)::int from ${prompts} p
        where p.lesson_id = ${lessons.id} and p.published)`,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lesson_id, lessons.id), eq(lessonProgress.user_id, userId)),
    )
    .where(and(eq(lessons.course_id, courseId), eq(lessons.published, true)))
    .orderBy(asc(lessons.sort_order), asc(lessons.id));
  const words = foldForSearch(filter.search ?? '')
    .split(' ')
    .filter(Boolean);
  return rows
    .map((row, index) => ({
      id: row.id,
      slug: row.slug,
      order: index + 1,
      translation_map: row.translation_map,
      prompt_count: Number(row.prompt_count),
      status: (row.status ?? 'not_started') as LessonStatus,
    }))
    .filter((lesson) => !filter.status || lesson.status === filter.status)
    .filter((lesson) => {
      if (words.length === 0) return true;
      const text = foldForSearch(
        Object.values(lesson.translation_map)
          .map((t) => `${t.title} ${t.description ?? ''}`)
          .join(' '),
      );
      return words.every((word) => text.includes(word));
    });
}

export async function myRating(db: Executor, userId: number, courseId: number) {
  const [row] = await db
    .select({ rating: courseRatings.rating })
    .from(courseRatings)
    .where(and(eq(courseRatings.user_id, userId), eq(courseRatings.course_id, courseId)));
  return row?.rating ?? null;
}

export async function courseRating(db: Executor, courseId: number) {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${courseRatings.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(courseRatings)
    .where(eq(courseRatings.course_id, courseId));
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}

/** One page of a course's comments, newest first. */
export async function commentPage(
  db: Executor,
  userId: number,
  courseId: number,
  page: number,
): Promise<{ items: CourseComment[]; total: number; page: number; page_size: number }> {
  const rows = await db
    .select({
      id: courseComments.id,
      user_id: courseComments.user_id,
      body: courseComments.body,
      created_at: courseComments.created_at,
      is_guest: users.is_guest,
      firstname: users.firstname,
      lastname: users.lastname,
      total: sql<number>`count(*) over ()`,
    })
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.user_id))
    .where(eq(courseComments.course_id, courseId))
    .orderBy(desc(courseComments.created_at), desc(courseComments.id))
    .limit(COMMENTS_PAGE_SIZE)
    .offset((page - 1) * COMMENTS_PAGE_SIZE);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseComments)
      .where(eq(courseComments.course_id, courseId));
    total = Number(count?.n ?? 0);
  }
  return {
    items: rows.map((row) => toComment(row, userId)),
    total,
    page,
    page_size: COMMENTS_PAGE_SIZE,
  };
}

export function toComment(
  row: {
    id: number;
    user_id: number;
    body: string;
    created_at: Date;
    is_guest: boolean;
    firstname: string | null;
    lastname: string | null;
  },
  userId: number,
): CourseComment {
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ');
  return {
    id: row.id,
    author_name: row.is_guest || !name ? null : name,
    body: row.body,
    created_at: row.created_at.toISOString(),
    mine: row.user_id === userId,
  };
}
