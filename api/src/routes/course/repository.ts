import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CourseComment,
  CourseFilterRequest,
  CourseSummary,
  CourseTimeframe,
  LessonStatus,
  LessonSummary,
  TranslationMap,
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
import { courseCardColumns, learnerCourses, publishedCourses } from './catalogue';

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

/**
 * A course card's columns, with what `userId` has done in the course: their enrolment and the
 * lessons they completed, joined once per query (correlated subqueries per row cost PGlite
 * about a millisecond a page). Returns the query to finish and the learner's enrolment alias.
 */
function cardsQuery(db: Executor, userId: number) {
  const mine = alias(enrolments, 'mine');
  const done = db
    .select({
      course_id: lessons.course_id,
      completed: sql<number>`count(*)::int`.as('completed'),
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lesson_id))
    .where(
      and(
        eq(lessonProgress.user_id, userId),
        eq(lessonProgress.status, 'completed'),
        eq(lessons.published, true),
      ),
    )
    .groupBy(lessons.course_id)
    .as('done');
  const query = db
    .select({
      ...courseCardColumns,
      // Subquery columns render unqualified in sql``: their names must be unique in the query.
      completed_lessons: sql<number>`coalesce(${done.completed}, 0)`,
      bought: sql<boolean>`${mine.id} is not null`,
    })
    .from(courses)
    .innerJoin(levels, eq(levels.id, courses.level_id))
    .leftJoin(mine, and(eq(mine.course_id, courses.id), eq(mine.user_id, userId)))
    .leftJoin(done, eq(done.course_id, courses.id))
    .$dynamic();
  return { query, mine };
}

interface SummaryRow {
  id: number;
  slug: string;
  level: string;
  prompt_language: string;
  answer_languages: string[];
  price_credits: number;
  translation_map: TranslationMap;
  lesson_count: number;
  student_count: number;
  rating_count: number;
  rating_sum: number;
  completed_lessons: number;
  bought: boolean;
}

function toSummary(row: SummaryRow): CourseSummary {
  const total = row.lesson_count;
  const completed = Number(row.completed_lessons);
  return {
    id: row.id,
    slug: row.slug,
    level: row.level,
    prompt_language: row.prompt_language,
    answer_languages: row.answer_languages,
    price_credits: row.price_credits,
    is_free: row.price_credits === 0,
    translation_map: row.translation_map,
    lesson_count: total,
    students: row.student_count,
    rating: ratingOf(row),
    bought: Boolean(row.bought),
    progress: {
      completed_lessons: completed,
      total_lessons: total,
      percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
    },
  };
}

/** Course cards for these ids, in the order given, with what `userId` has done in each. */
export async function courseSummaries(
  db: Executor,
  userId: number,
  ids: number[],
): Promise<CourseSummary[]> {
  if (ids.length === 0) return [];
  const rows = await cardsQuery(db, userId).query.where(inArray(courses.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

/** The cards' query for a dashboard section: its joins, its extra condition and its order. */
function sectionQuery(
  db: Executor,
  userId: number,
  section: CourseFilterRequest['section'],
  since: Date | null,
) {
  const { query, mine } = cardsQuery(db, userId);
  let from = query;
  let condition: SQL | undefined;
  let order: SQL[] = [asc(courses.sort_order), asc(courses.id)];
  switch (section) {
    case 'my_courses':
      condition = isNotNull(mine.id);
      order = [desc(mine.created_at), desc(mine.id)];
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
          ratings: sql<number>`count(*)`.as('ratings'),
        })
        .from(courseRatings)
        .where(since ? sql`${courseRatings.rated_at} >= ${since.toISOString()}` : undefined)
        .groupBy(courseRatings.course_id)
        .as('rated');
      from = from.innerJoin(rated, eq(rated.course_id, courses.id));
      order = [desc(rated.average), desc(rated.ratings), asc(courses.sort_order)];
      break;
    }
    case 'popular': {
      const joined = db
        .select({
          course_id: enrolments.course_id,
          joins: sql<number>`count(*)`.as('joins'),
        })
        .from(enrolments)
        .where(since ? sql`${enrolments.created_at} >= ${since.toISOString()}` : undefined)
        .groupBy(enrolments.course_id)
        .as('joined');
      from = from.innerJoin(joined, eq(joined.course_id, courses.id));
      order = [desc(joined.joins), asc(courses.sort_order)];
      break;
    }
    default:
      break;
  }

  return { from, order, condition };
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
): Promise<{ items: CourseSummary[]; total: number }> {
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

  const build = () => {
    const { from, order, condition } = sectionQuery(db, userId, filter.section, since);
    return { from, order, where: and(...conditions, condition) };
  };
  const offset = (page - 1) * pageSize;
  if (!filter.search && !filter.level && !filter.section) {
    // Every course: the dashboard's first request and by far the most frequent one.
    const [all, mine] = await Promise.all([publishedCourses(db), learnerCourses(db, userId)]);
    const items = all.slice(offset, offset + pageSize).map((course) => {
      const own = mine.get(course.id);
      return toSummary({
        ...course,
        bought: own?.bought ?? false,
        completed_lessons: own?.completed ?? 0,
      });
    });
    return { items, total: all.length };
  }

  const { from, order, where } = build();
  const rows = await from
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  // A page that is not full says how many there are; only a full one needs counting (a
  // window count(*) over the page costs PGlite as much as the page itself).
  let total = offset + rows.length;
  if (rows.length === pageSize || (rows.length === 0 && page > 1)) {
    // A fresh builder: the one above now carries the page's order, limit and offset.
    const { from, where } = build();
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(from.where(where).as('matches'));
    total = Number(counted?.n ?? 0);
  }
  return { items: rows.map(toSummary), total };
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

/** The mean of the ratings to one decimal (0 when there are none), from the course's counters. */
export function ratingOf(course: { rating_count: number; rating_sum: number }) {
  const average = course.rating_count
    ? Math.round((course.rating_sum * 10) / course.rating_count) / 10
    : 0;
  return { average, count: course.rating_count };
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
