import { and, eq, gte, sql } from 'drizzle-orm';
import { ErrorKey, type CourseBuyResponse } from '@lingualoop/shared/contracts';
import type { Database } from '../../db/client';
import { courses, creditTransactions, enrolments, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { catalogueChanged } from './catalogue';
import { findPublishedCourse } from './repository';

/**
 * Enrols a learner in a course, taking its price in credits, all in one transaction:
 * - the enrolment's unique (user, course) index makes a repeated or concurrent purchase of
 *   the same course fail with "already purchased", so it is charged once;
 * - the charge is one conditional UPDATE (credits >= price), so two purchases racing for the
 *   same credits cannot both succeed and the balance never goes below zero;
 * - any failure rolls the enrolment back. Every charge is written to credit_transactions.
 */
export async function buyCourse(
  db: Database,
  userId: number,
  courseId: number,
  now: Date,
): Promise<CourseBuyResponse> {
  const bought = await db.transaction(async (tx) => {
    const course = await findPublishedCourse(tx, courseId);
    if (!course) throw new HttpError(404, ErrorKey.courseNotFound);
    const price = course.price_credits;

    const enrolled = await tx
      .insert(enrolments)
      .values({ user_id: userId, course_id: courseId, price_credits: price, created_at: now })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    if (enrolled.length === 0) throw new HttpError(409, ErrorKey.courseAlreadyPurchased);
    await tx
      .update(courses)
      .set({ student_count: sql`${courses.student_count} + 1` })
      .where(eq(courses.id, courseId));

    if (price === 0) {
      const [user] = await tx
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, userId));
      return { course_id: courseId, price_credits: 0, credits: user!.credits };
    }

    const [charged] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} - ${price}`, updated_at: now })
      .where(and(eq(users.id, userId), gte(users.credits, price)))
      .returning({ credits: users.credits });
    if (!charged) throw new HttpError(402, ErrorKey.notEnoughCredits);

    await tx.insert(creditTransactions).values({
      user_id: userId,
      amount: -price,
      balance_after: charged.credits,
      reason: 'course_purchase',
      course_id: courseId,
      created_at: now,
    });
    return { course_id: courseId, price_credits: price, credits: charged.credits };
  });
  // The course's students count changed.
  catalogueChanged();
  return bought;
}
