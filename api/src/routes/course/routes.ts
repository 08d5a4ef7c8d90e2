import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  CourseBuyResponseSchema,
  CourseCommentCreateRequestSchema,
  CourseCommentListQuerySchema,
  CourseCommentListResponseSchema,
  CourseCommentSchema,
  CourseDetailSchema,
  CourseFilterRequestSchema,
  CourseFilterResponseSchema,
  CourseIdParamsSchema,
  CourseIdRequestSchema,
  CourseRateRequestSchema,
  CourseRateResponseSchema,
  COURSE_PAGE_SIZE_DEFAULT,
  ErrorKey,
  ErrorResponseSchema,
  FeaturedCourseResponseSchema,
  IdParamsSchema,
  LessonCourseQuerySchema,
  LessonCourseResponseSchema,
  OkResponseSchema,
} from '@lingualoop/shared/contracts';
import {
  courseComments,
  courseRatings,
  courseRecents,
  courseViews,
  courses,
  enrolments,
} from '../../db/schema';
import { currentUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { sensitiveRateLimit } from '../../http/rate-limit';
import { buyCourse } from './purchase';
import { rateCourse } from './rating';
import {
  commentPage,
  courseSummaries,
  filterCourses,
  findPublishedCourse,
  isEnrolled,
  lessonSummaries,
  myRating,
  timeframeStart,
  toComment,
} from './repository';

const tags = ['course'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Courses for signed-in learners (guests included): the dashboard, the detail, buying, reviews. */
export async function courseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);

  /** 404 unless the course exists and is published. */
  async function publishedCourse(id: number) {
    const course = await findPublishedCourse(db, id);
    if (!course) throw new HttpError(404, ErrorKey.courseNotFound);
    return course;
  }

  /** The course, when the learner has joined it: comments and ratings need that (else 403). */
  async function joinedCourse(userId: number, id: number) {
    const course = await publishedCourse(id);
    if (!(await isEnrolled(db, userId, course.id))) {
      throw new HttpError(403, ErrorKey.courseNotEnrolled);
    }
    return course;
  }

  app.post(
    '/course/filter',
    {
      schema: {
        tags,
        security,
        summary: 'Courses by search words, level and dashboard section, one page at a time',
        description:
          'Sections: my_courses (enrolled, latest first), recent (opened, latest first), top_rated ' +
          '(average of the ratings given within the timeframe), popular (enrolments within the ' +
          'timeframe). Without a section: every course, beginner first.',
        body: CourseFilterRequestSchema,
        response: { 200: CourseFilterResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const filter = request.body;
      const { items, total } = await filterCourses(db, user.id, filter, deps.clock());
      return {
        items,
        total,
        page: filter.page ?? 1,
        page_size: filter.page_size ?? COURSE_PAGE_SIZE_DEFAULT,
      };
    },
  );

  app.get(
    '/course/featured',
    {
      schema: {
        tags,
        security,
        summary:
          'One course to suggest: most joined this week, else best rated, else a first course',
        description:
          'Courses the learner has already joined are suggested only when there is no other.',
        response: { 200: FeaturedCourseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const mine = db
        .select({ id: enrolments.course_id })
        .from(enrolments)
        .where(eq(enrolments.user_id, user.id));
      const notMine = notInArray(courses.id, mine);
      const weekAgo = timeframeStart('7d', deps.clock())!;

      const [popular] = await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(enrolments, eq(enrolments.course_id, courses.id))
        .where(
          and(
            eq(courses.published, true),
            notMine,
            sql`${enrolments.created_at} >= ${weekAgo.toISOString()}`,
          ),
        )
        .groupBy(courses.id)
        .orderBy(desc(sql`count(*)`), asc(courses.sort_order))
        .limit(1);
      if (popular) {
        const [course] = await courseSummaries(db, user.id, [popular.id]);
        return { course: course ?? null, reason: 'popular' as const };
      }
      const [rated] = await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(courseRatings, eq(courseRatings.course_id, courses.id))
        .where(and(eq(courses.published, true), notMine))
        .groupBy(courses.id)
        .orderBy(
          desc(sql`avg(${courseRatings.rating})`),
          desc(sql`count(*)`),
          asc(courses.sort_order),
        )
        .limit(1);
      if (rated) {
        const [course] = await courseSummaries(db, user.id, [rated.id]);
        return { course: course ?? null, reason: 'top_rated' as const };
      }
      // A good first course: free before paid, beginner first; one already joined only if
      // the learner has joined them all.
      const [starter] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.published, true))
        .orderBy(
          asc(sql`${courses.id} in (${mine})`),
          asc(courses.price_credits),
          asc(courses.sort_order),
        )
        .limit(1);
      const [course] = starter ? await courseSummaries(db, user.id, [starter.id]) : [];
      return { course: course ?? null, reason: 'starter' as const };
    },
  );

  app.get(
    '/course/detail/:id',
    {
      schema: {
        tags,
        security,
        summary: "A course with its lessons, the learner's progress, rating and first comments",
        params: IdParamsSchema,
        response: { 200: CourseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await publishedCourse(request.params.id);
      const [summary] = await courseSummaries(db, user.id, [course.id]);
      const [viewed] = await db
        .select({ n: courseViews.view_count })
        .from(courseViews)
        .where(and(eq(courseViews.user_id, user.id), eq(courseViews.course_id, course.id)));
      return {
        ...summary!,
        lessons: await lessonSummaries(db, user.id, course.id),
        viewed: Boolean(viewed),
        my_rating: await myRating(db, user.id, course.id),
        comments: await commentPage(db, user.id, course.id, 1),
      };
    },
  );

  app.post(
    '/course/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy a course with credits, or join a free one',
        description:
          'One transaction: the learner is enrolled and charged once. 402 not-enough-credits; ' +
          '409 course/already-purchased.',
        body: CourseIdRequestSchema,
        response: {
          200: CourseBuyResponseSchema,
          ...errors,
          402: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => buyCourse(db, currentUser(request).id, request.body.course_id, deps.clock()),
  );

  app.post(
    '/course/view',
    {
      schema: {
        tags,
        security,
        summary: 'Record that the learner opened a course (its "viewed" flag)',
        body: CourseIdRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await publishedCourse(request.body.course_id);
      const now = deps.clock();
      await db
        .insert(courseViews)
        .values({
          user_id: user.id,
          course_id: course.id,
          first_viewed_at: now,
          last_viewed_at: now,
        })
        .onConflictDoUpdate({
          target: [courseViews.user_id, courseViews.course_id],
          set: { view_count: sql`${courseViews.view_count} + 1`, last_viewed_at: now },
        });
      return { ok: true };
    },
  );

  app.post(
    '/course_recent/add',
    {
      schema: {
        tags,
        security,
        summary: 'Put a course first in the learner\'s "recent" section',
        body: CourseIdRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await publishedCourse(request.body.course_id);
      const now = deps.clock();
      await db
        .insert(courseRecents)
        .values({ user_id: user.id, course_id: course.id, opened_at: now })
        .onConflictDoUpdate({
          target: [courseRecents.user_id, courseRecents.course_id],
          set: { opened_at: now },
        });
      return { ok: true };
    },
  );

  app.get(
    '/lesson/course/:courseId',
    {
      schema: {
        tags: ['lesson'],
        security,
        summary: "A course's lessons in order with the learner's status, optionally filtered",
        params: CourseIdParamsSchema,
        querystring: LessonCourseQuerySchema,
        response: { 200: LessonCourseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await publishedCourse(request.params.courseId);
      return lessonSummaries(db, user.id, course.id, request.query);
    },
  );

  app.get(
    '/course/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: "A page of a course's comments, newest first",
        params: IdParamsSchema,
        querystring: CourseCommentListQuerySchema,
        response: { 200: CourseCommentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await publishedCourse(request.params.id);
      return commentPage(db, user.id, course.id, request.query.page ?? 1);
    },
  );

  app.post(
    '/course/comment',
    {
      config: { rateLimit: sensitiveRateLimit(deps.config) },
      schema: {
        tags,
        security,
        summary: 'Comment on a course the learner has joined',
        body: CourseCommentCreateRequestSchema,
        response: { 200: CourseCommentSchema, ...errors, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await joinedCourse(user.id, request.body.course_id);
      const [row] = await db
        .insert(courseComments)
        .values({
          user_id: user.id,
          course_id: course.id,
          body: request.body.body.trim(),
          created_at: deps.clock(),
        })
        .returning();
      return toComment(
        { ...row!, is_guest: user.is_guest, firstname: user.firstname, lastname: user.lastname },
        user.id,
      );
    },
  );

  app.delete(
    '/course/comment/:id',
    {
      schema: {
        tags,
        security,
        summary: "Delete one of the learner's own comments",
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const deleted = await db
        .delete(courseComments)
        .where(and(eq(courseComments.id, request.params.id), eq(courseComments.user_id, user.id)))
        .returning({ id: courseComments.id });
      if (deleted.length === 0) throw new HttpError(404, ErrorKey.commentNotFound);
      return { ok: true };
    },
  );

  app.post(
    '/course/rate',
    {
      schema: {
        tags,
        security,
        summary: 'Rate a joined course 1–5; rating again changes it',
        body: CourseRateRequestSchema,
        response: { 200: CourseRateResponseSchema, ...errors, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await joinedCourse(user.id, request.body.course_id);
      return rateCourse(db, user.id, course.id, request.body.rating, deps.clock());
    },
  );
}
