import { describe, expect, it } from 'vitest';
import { checkCourseFile, type CourseFile } from './course-file';
import { readCourseFiles } from './read';

const trilingual = (text: string) => ({
  vi: `${text} (vi)`,
  en: `${text} (en)`,
  zh: `${text} (zh)`,
});
const titled = (text: string) => ({
  vi: { title: `${text} vi`, description: 'mô tả' },
  en: { title: `${text} en`, description: 'description' },
  zh: { title: `${text} zh`, description: '描述' },
});

function prompt(key: string) {
  return {
    key,
    text: 'Good morning!',
    references: { vi: ['Chào buổi sáng!', 'Xin chào buổi sáng!'], zh: ['早上好！', '早安！'] },
    hint: trilingual('hint'),
    grammar: [{ code: 'greeting', title: trilingual('Greeting'), explanation: trilingual('Why') }],
    vocabulary: [{ word: 'morning', part_of_speech: 'noun', meaning: trilingual('buổi sáng') }],
  };
}

/** A small course that passes; each test breaks one thing in a copy. */
function validCourse(): CourseFile {
  return {
    slug: 'sample',
    level: 'beginner',
    prompt_language: 'en',
    answer_languages: ['vi', 'zh'],
    price_credits: 0,
    translation_map: titled('Sample'),
    lessons: Array.from({ length: 6 }, (_, l) => ({
      slug: `lesson-${l}`,
      translation_map: titled(`Lesson ${l}`),
      prompts: Array.from({ length: 6 }, (_, p) => prompt(`s-${l}-${p}`)),
    })),
  } as CourseFile;
}

type Mutable = Record<string, unknown>;
const firstPrompt = (course: CourseFile) => course.lessons[0]!.prompts[0] as unknown as Mutable;

describe('the course content check', () => {
  it('accepts a complete course', () => {
    expect(checkCourseFile(validCourse(), 'sample.json')).toEqual([]);
  });

  it.each([
    [
      'a prompt without references in an answer language',
      (c: CourseFile) => {
        delete (firstPrompt(c).references as Mutable).zh;
      },
      /at least two zh references/,
    ],
    [
      'a prompt with a single reference',
      (c: CourseFile) => {
        (firstPrompt(c).references as Mutable).vi = ['Chào buổi sáng!'];
      },
      /references\/vi/,
    ],
    [
      'a prompt without a hint',
      (c: CourseFile) => {
        delete firstPrompt(c).hint;
      },
      /hint/,
    ],
    [
      'a hint missing a language',
      (c: CourseFile) => {
        delete (firstPrompt(c).hint as Mutable).zh;
      },
      /hint/,
    ],
    [
      'a prompt without grammar notes',
      (c: CourseFile) => {
        firstPrompt(c).grammar = [];
      },
      /grammar/,
    ],
    [
      'a prompt without vocabulary',
      (c: CourseFile) => {
        firstPrompt(c).vocabulary = [];
      },
      /vocabulary/,
    ],
    [
      'a course title missing in Chinese',
      (c: CourseFile) => {
        delete (c.translation_map as Mutable).zh;
      },
      /translation_map/,
    ],
    [
      'a lesson title missing in Vietnamese',
      (c: CourseFile) => {
        delete (c.lessons[1]!.translation_map as Mutable).vi;
      },
      /translation_map/,
    ],
    [
      'an empty title',
      (c: CourseFile) => {
        c.translation_map.en.title = '  ';
      },
      /title/,
    ],
    [
      'a repeated prompt key',
      (c: CourseFile) => {
        firstPrompt(c).key = 's-0-1';
      },
      /repeated/,
    ],
    [
      'an answer language equal to the prompt language',
      (c: CourseFile) => {
        c.answer_languages = ['en', 'vi', 'zh'];
        (firstPrompt(c).references as Mutable).en = ['a', 'b'];
      },
      /must not include the prompt language/,
    ],
    [
      'a Chinese prompt without pinyin',
      (c: CourseFile) => {
        c.prompt_language = 'zh';
        c.answer_languages = ['vi', 'en'];
        for (const lesson of c.lessons) {
          for (const p of lesson.prompts) {
            p.references = { vi: ['a', 'b'], en: ['c', 'd'] };
            p.vocabulary = p.vocabulary.map((v) => ({ ...v, reading: 'zǎoshang' }));
            p.reading = 'Zǎoshang hǎo!';
          }
        }
        delete firstPrompt(c).reading;
      },
      /pinyin/,
    ],
    [
      'fewer than six prompts in a lesson',
      (c: CourseFile) => {
        c.lessons[2]!.prompts.pop();
      },
      /prompts/,
    ],
  ])('refuses %s', (_name, breakIt, problem) => {
    const course = validCourse();
    breakIt(course);
    const problems = checkCourseFile(course, 'sample.json');
    expect(problems.join('\n')).toMatch(problem);
  });

  it('passes every course file in the repository', async () => {
    const { courses, problems } = await readCourseFiles();
    expect(problems).toEqual([]);
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(new Set(courses.map((c) => c.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    // Both directions of practice: into Vietnamese, and from Vietnamese.
    expect(courses.some((c) => c.answer_languages.includes('vi'))).toBe(true);
    expect(courses.some((c) => c.prompt_language === 'vi')).toBe(true);
    expect(courses.some((c) => c.price_credits === 0)).toBe(true);
    expect(courses.some((c) => c.price_credits > 0)).toBe(true);
  });
});
