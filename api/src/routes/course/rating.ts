import { and, eq, sql } from 'drizzle-orm';
import type { CourseRateResponse } from '@lingualoop/shared/contracts';
import type { Database } from '../../db/client';
import { courseRatings, courses } from '../../db/schema';
import { catalogueChanged } from './catalogue';
import { ratingOf } from './repository';

/**
 * Sets a learner's rating of a course (a second rating replaces the first) and keeps the
 * course's rating counters in step, in one transaction. The learner's row is locked first, so
 * two ratings sent at once by the same learner count once.
 */
export async function rateCourse(
  db: Database,
  userId: number,
  courseId: number,
  rating: number,
  now: Date,
): Promise<CourseRateResponse> {
  const rated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rating: courseRatings.rating })
      .from(courseRatings)
      .where(and(eq(courseRatings.user_id, userId), eq(courseRatings.course_id, courseId)))
      .for('update');
    const inserted = before
      ? []
      : await tx
          .insert(courseRatings)
          .values({ user_id: userId, course_id: courseId, rating, rated_at: now })
          .onConflictDoNothing()
          .returning({ rating: courseRatings.rating });
    let added: number;
    let change: number;
    if (inserted.length > 0) {
      added = 1;
      change = rating;
    } else {
      added = 0;
      // Rated before (or a rating sent at the same moment won the insert): replace it.
      const [old] = await tx
        .select({ rating: courseRatings.rating })
        .from(courseRatings)
        .where(and(eq(courseRatings.user_id, userId), eq(courseRatings.course_id, courseId)))
        .for('update');
      await tx
        .update(courseRatings)
        .set({ rating, rated_at: now })
        .where(and(eq(courseRatings.user_id, userId), eq(courseRatings.course_id, courseId)));
      change = rating - old!.rating;
    }
    const [counters] = await tx
      .update(courses)
      .set({
        rating_count: sql`${courses.rating_count} + ${added}`,
        rating_sum: sql`${courses.rating_sum} + ${change}`,
      })
      .where(eq(courses.id, courseId))
      .returning({ rating_count: courses.rating_count, rating_sum: courses.rating_sum });
    return { rating: ratingOf(counters!), my_rating: rating };
  });
  catalogueChanged();
  return rated;
}
