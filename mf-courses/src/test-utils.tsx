import { renderApp as renderRemoteApp, type RenderAppOptions } from '@lingualoop/shared/testing';
import type {
  CourseComment,
  CourseDetail,
  CourseSummary,
  LessonSummary,
  Level,
} from '@lingualoop/shared';
import en from './i18n/en';
import { NAMESPACE } from './i18n/namespace';
import vi from './i18n/vi';
import zh from './i18n/zh';

export {
  aGuest,
  aMember,
  currentLocation,
  fakeApi,
  findInlineAlert,
  findToastRegion,
  type FakeApi,
} from '@lingualoop/shared/testing';

/** Renders this remote's screens as the shell does (see @lingualoop/shared/testing). */
export function renderApp(options: Omit<RenderAppOptions, 'remote'>) {
  return renderRemoteApp({
    ...options,
    remote: { namespace: NAMESPACE, messages: { en, vi, zh } },
  });
}

/** A paid course nobody has joined yet, titled in the three languages. */
export function aCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 7,
    slug: 'everyday-english',
    level: 'beginner',
    prompt_language: 'vi',
    answer_languages: ['en'],
    price_credits: 40,
    is_free: false,
    translation_map: {
      vi: { title: 'Tiếng Anh hằng ngày', description: 'Những câu nói mỗi ngày.' },
      en: { title: 'Everyday English', description: 'The sentences of every day.' },
      zh: { title: '日常英语', description: '每天的句子。' },
    },
    lesson_count: 3,
    students: 12,
    rating: { average: 4.5, count: 2 },
    bought: false,
    progress: { completed_lessons: 0, total_lessons: 3, percent: 0 },
    ...overrides,
  };
}

/** One lesson of a course, not started. */
export function aLesson(overrides: Partial<LessonSummary> = {}): LessonSummary {
  const id = overrides.id ?? 101;
  const order = overrides.order ?? 1;
  return {
    id,
    slug: `lesson-${id}`,
    order,
    translation_map: {
      vi: { title: `Bài ${order}` },
      en: { title: `Lesson ${order}` },
      zh: { title: `第${order}课` },
    },
    prompt_count: 10,
    status: 'not_started',
    ...overrides,
  };
}

/** Someone else's comment. */
export function aComment(overrides: Partial<CourseComment> = {}): CourseComment {
  return {
    id: 1,
    author_name: 'Bình Trần',
    body: 'Very useful sentences.',
    created_at: '2025-03-01T10:00:00.000Z',
    mine: false,
    ...overrides,
  };
}

/** The course detail of `aCourse`, with three lessons and one comment. */
export function aCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...aCourse(),
    lessons: [
      aLesson({ id: 101, order: 1 }),
      aLesson({ id: 102, order: 2 }),
      aLesson({ id: 103, order: 3 }),
    ],
    viewed: false,
    my_rating: null,
    comments: { items: [aComment()], total: 1, page: 1, page_size: 10 },
    ...overrides,
  };
}

/** The server's levels, named in the three languages. */
export const someLevels: Level[] = [
  {
    id: 1,
    code: 'beginner',
    translation_map: { vi: { title: 'Cơ bản' }, en: { title: 'Beginner' }, zh: { title: '初级' } },
  },
  {
    id: 2,
    code: 'intermediate',
    translation_map: {
      vi: { title: 'Trung cấp' },
      en: { title: 'Intermediate' },
      zh: { title: '中级' },
    },
  },
  {
    id: 3,
    code: 'advanced',
    translation_map: {
      vi: { title: 'Nâng cao' },
      en: { title: 'Advanced' },
      zh: { title: '高级' },
    },
  },
];
