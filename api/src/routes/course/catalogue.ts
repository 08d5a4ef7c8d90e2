import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, enrolments, lessonProgress, lessons, levels } from '../../db/schema';

/**
 * The dashboard's first request lists every published course, and every learner sees the same
 * courses: only their enrolment and progress differ. So the courses are read once and kept
 * here, and each request asks the database only for the learner's own rows — on PGlite that
 * is about a millisecond instead of three.
 *
 * Kept for at most `CATALOGUE_MAX_AGE_MS`, and dropped at once when this instance changes a
 * course (an import, a purchase, a rating). Another API instance's purchase shows in the
 * students count within that time; nothing else reads from here.
 */
export const CATALOGUE_MAX_AGE_MS = 5_000;

/** A course card's own columns (courses joined with levels): the same for every learner. */
export const courseCardColumns = {
  id: courses.id,
  slug: courses.slug,
  level: levels.code,
  prompt_language: courses.prompt_language,
  answer_languages: courses.answer_languages,
  price_credits: courses.price_credits,
  translation_map: courses.translation_map,
  lesson_count: courses.lesson_count,
  student_count: courses.student_count,
  rating_count: courses.rating_count,
  rating_sum: courses.rating_sum,
};

export type CatalogueCourse = Awaited<ReturnType<typeof loadPublishedCourses>>[number];

/** Bumped on every change, so a read that started before the change is not kept. */
let generation = 0;
const kept = new WeakMap<
  Executor,
  { generation: number; loadedAt: number; courses: Promise<CatalogueCourse[]> }
>();

/** Call after changing a course's row; the next read loads the courses again. */
export function catalogueChanged(): void {
  generation += 1;
}

/** Every published course in the dashboard's order (the content's order: beginner first). */
export function publishedCourses(
  db: Executor,
  now = performance.now(),
): Promise<CatalogueCourse[]> {
  const entry = kept.get(db);
  if (entry && entry.generation === generation && now - entry.loadedAt < CATALOGUE_MAX_AGE_MS) {
    return entry.courses;
  }
  const loading = loadPublishedCourses(db);
  kept.set(db, { generation, loadedAt: now, courses: loading });
  // A failed read is not kept: the next request tries again.
  loading.catch(() => {
    if (kept.get(db)?.courses === loading) kept.delete(db);
  });
  return loading;
}

// async: a drizzle query runs again each time it is awaited; the promise of its rows does not.
async function loadPublishedCourses(db: Executor) {
  return await db
    .select(courseCardColumns)
    .from(courses)
    .innerJoin(levels, eq(levels.id, courses.level_id))
    .where(eq(courses.published, true))
    .orderBy(asc(courses.sort_order), asc(courses.id));
}

/**
 * What one learner has done in every course: enrolled or not, lessons completed. Prepared once
 * per database, since it runs on every dashboard load.
 */
const preparedLearnerCourses = new WeakMap<Executor, ReturnType<typeof prepareLearnerCourses>>();
function prepareLearnerCourses(db: Executor) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      course_id: sql<number>`activity.course_id`,
      bought: sql<boolean>`bool_or(activity.bought)`,
      completed: sql<number>`sum(activity.completed)::int`,
    })
    .from(
      sql`(${db
        .select({
          course_id: enrolments.course_id,
          bought: sql`true`.as('bought'),
          completed: sql`0`.as('completed'),
        })
        .from(enrolments)
        .where(eq(enrolments.user_id, userId))} union all ${db
        .select({
          course_id: lessons.course_id,
          bought: sql`false`,
          completed: sql`1`,
        })
        .from(lessonProgress)
        .innerJoin(lessons, eq(lessons.id, lessonProgress.lesson_id))
        .where(
          sql`${lessonProgress.user_id} = ${userId} and ${lessonProgress.status} = 'completed' and ${lessons.published}`,
        )}) as activity`,
    )
    .groupBy(sql`activity.course_id`)
    .prepare('learner_courses');
}

export async function learnerCourses(
  db: Executor,
  userId: number,
): Promise<Map<number, { bought: boolean; completed: number }>> {
  let prepared = preparedLearnerCourses.get(db);
  if (!prepared) {
    prepared = prepareLearnerCourses(db);
    preparedLearnerCourses.set(db, prepared);
  }
  const rows = await prepared.execute({ userId });
  return new Map(
    rows.map((row) => [
      Number(row.course_id),
      { bought: Boolean(row.bought), completed: Number(row.completed) },
    ]),
  );
}
