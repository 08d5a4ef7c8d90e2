import { Type, type Static } from 'typebox';
import { RequiredTextSchema, TextSchema, TimestampSchema, TranslationMapSchema } from './common';
import {
  COMMENT_MAX_LENGTH,
  COURSE_LEVELS,
  COURSE_PAGE_SIZE_DEFAULT,
  COURSE_PAGE_SIZE_MAX,
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SECTIONS,
  COURSE_TIMEFRAMES,
  LESSON_STATUSES,
} from './course-constants';
import { ErrorKey } from './error-keys';

const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

// ---- courses

export const CourseProgressSchema = Type.Object({
  completed_lessons: Type.Integer(),
  total_lessons: Type.Integer(),
  /** 0–100, rounded down: 100 only when every lesson is complete. */
  percent: Type.Integer(),
});
export type CourseProgress = Static<typeof CourseProgressSchema>;

export const CourseRatingSchema = Type.Object({
  /** Mean of all ratings, one decimal; 0 when nobody has rated yet. */
  average: Type.Number(),
  count: Type.Integer(),
});
export type CourseRating = Static<typeof CourseRatingSchema>;

/** A course as the dashboard's cards show it, with what this learner has done in it. */
export const CourseSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  level: Type.String({ description: 'a level code from /level/list' }),
  /** The language of the sentences shown. */
  prompt_language: Type.String(),
  /** The languages a learner may answer in: the interface language must be one of them. */
  answer_languages: Type.Array(Type.String()),
  price_credits: Type.Integer(),
  is_free: Type.Boolean(),
  /** title and description per interface language */
  translation_map: TranslationMapSchema,
  lesson_count: Type.Integer(),
  students: Type.Integer({ description: 'learners enrolled' }),
  rating: CourseRatingSchema,
  bought: Type.Boolean({
    description: 'this learner is enrolled (bought, or joined a free course)',
  }),
  progress: CourseProgressSchema,
});
export type CourseSummary = Static<typeof CourseSummarySchema>;

export const CourseFilterRequestSchema = Type.Object(
  {
    /** Words of a title or description, in any language; tone marks optional. */
    search: Type.Optional(TextSchema(COURSE_SEARCH_MAX_LENGTH)),
    level: Type.Optional(Type.Enum(COURSE_LEVELS)),
    section: Type.Optional(Type.Enum(COURSE_SECTIONS)),
    /** For top_rated and popular; default all. */
    timeframe: Type.Optional(Type.Enum(COURSE_TIMEFRAMES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    page_size: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: COURSE_PAGE_SIZE_MAX,
        default: COURSE_PAGE_SIZE_DEFAULT,
      }),
    ),
  },
  { additionalProperties: false },
);
export type CourseFilterRequest = Static<typeof CourseFilterRequestSchema>;

export const CourseFilterResponseSchema = Type.Object({
  items: Type.Array(CourseSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type CourseFilterResponse = Static<typeof CourseFilterResponseSchema>;

export const FeaturedCourseResponseSchema = Type.Object({
  /** Null only when there are no courses at all. */
  course: Type.Union([CourseSummarySchema, Type.Null()]),
  /** Why this one: most joined this week, best rated, or a good first course. */
  reason: Type.Enum(['popular', 'top_rated', 'starter'] as const),
});
export type FeaturedCourseResponse = Static<typeof FeaturedCourseResponseSchema>;

// ---- lessons inside a course

export const LessonSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  /** 1-based position in the course. */
  order: Type.Integer(),
  translation_map: TranslationMapSchema,
  prompt_count: Type.Integer(),
  status: Type.Enum(LESSON_STATUSES),
});
export type LessonSummary = Static<typeof LessonSummarySchema>;

export const LessonCourseQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(LESSON_STATUSES)),
    search: Type.Optional(TextSchema(COURSE_SEARCH_MAX_LENGTH)),
  },
  { additionalProperties: false },
);
export type LessonCourseQuery = Static<typeof LessonCourseQuerySchema>;
export const LessonCourseResponseSchema = Type.Array(LessonSummarySchema);

// ---- comments and ratings

export const CourseCommentSchema = Type.Object({
  id: Type.Integer(),
  /** First and last name; null for a guest, whom the screen calls "Guest". */
  author_name: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  created_at: TimestampSchema,
  mine: Type.Boolean(),
});
export type CourseComment = Static<typeof CourseCommentSchema>;

export const CourseCommentListResponseSchema = Type.Object({
  items: Type.Array(CourseCommentSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type CourseCommentListResponse = Static<typeof CourseCommentListResponseSchema>;

export const CourseCommentListQuerySchema = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })) },
  { additionalProperties: false },
);

export const CourseCommentCreateRequestSchema = Type.Object(
  {
    course_id: IdSchema,
    body: RequiredTextSchema(COMMENT_MAX_LENGTH, { 'x-error-key': ErrorKey.commentInvalid }),
  },
  { additionalProperties: false },
);
export type CourseCommentCreateRequest = Static<typeof CourseCommentCreateRequestSchema>;

export const CourseRateRequestSchema = Type.Object(
  {
    course_id: IdSchema,
    rating: Type.Integer({ minimum: 1, maximum: 5, 'x-error-key': ErrorKey.ratingInvalid }),
  },
  { additionalProperties: false },
);
export type CourseRateRequest = Static<typeof CourseRateRequestSchema>;

export const CourseRateResponseSchema = Type.Object({
  rating: CourseRatingSchema,
  my_rating: Type.Integer(),
});
export type CourseRateResponse = Static<typeof CourseRateResponseSchema>;

// ---- the course detail screen

export const CourseDetailSchema = Type.Object({
  ...CourseSummarySchema.properties,
  lessons: Type.Array(LessonSummarySchema),
  /** This learner has opened the course before (POST /course/view). */
  viewed: Type.Boolean(),
  /** 1–5, or null when this learner has not rated. */
  my_rating: Type.Union([Type.Integer(), Type.Null()]),
  /** The first page of comments, newest first. */
  comments: CourseCommentListResponseSchema,
});
export type CourseDetail = Static<typeof CourseDetailSchema>;

/** The spec's payload field (§3 "Payload fields seen"). */
export const CourseIdRequestSchema = Type.Object(
  { course_id: IdSchema },
  { additionalProperties: false },
);
export type CourseIdRequest = Static<typeof CourseIdRequestSchema>;

export const CourseBuyResponseSchema = Type.Object({
  course_id: Type.Integer(),
  /** What was taken: 0 for a free course. */
  price_credits: Type.Integer(),
  /** The learner's balance after the purchase. */
  credits: Type.Integer(),
});
export type CourseBuyResponse = Static<typeof CourseBuyResponseSchema>;

export const IdParamsSchema = Type.Object({ id: IdSchema });
export const CourseIdParamsSchema = Type.Object({ courseId: IdSchema });
