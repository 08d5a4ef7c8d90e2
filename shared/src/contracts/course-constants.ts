/** TypeBox-free, so the browser bundle can use them cheaply. */

// The dashboard's and the API's shared vocabulary (spec §2 "Dashboard", §9).

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The dashboard's sections: the learner's own courses, recently opened, best rated, most joined. */
export const COURSE_SECTIONS = ['my_courses', 'recent', 'top_rated', 'popular'] as const;
export type CourseSection = (typeof COURSE_SECTIONS)[number];

/** Spec §9: the windows "top rated" and "popular" count ratings and enrolments in. */
export const COURSE_TIMEFRAMES = [
  '1d',
  '3d',
  '7d',
  '14d',
  '30d',
  '90d',
  '180d',
  '365d',
  'all',
] as const;
export type CourseTimeframe = (typeof COURSE_TIMEFRAMES)[number];

export const LESSON_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const COURSE_PAGE_SIZE_DEFAULT = 12;
export const COURSE_PAGE_SIZE_MAX = 48;
export const COURSE_SEARCH_MAX_LENGTH = 100;
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENTS_PAGE_SIZE = 10;
