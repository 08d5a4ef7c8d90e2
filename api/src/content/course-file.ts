import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

import { COURSE_LEVELS, LANGUAGE_CODES, type LanguageCode } from '@lingualoop/shared/contracts';

/**
 * The shape of one course file in `api/content/courses/*.json`. Teachers write these files;
 * `pnpm --filter @lingualoop/api content:check` validates them and `seed` imports them.
 * Slugs and prompt keys are the stable identities the import upserts on, so a file can be
 * edited and re-imported without losing learners' progress: never rename them.
 */

const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80 });
const Text = Type.String({ minLength: 1, pattern: '\\S' });

/** A text in each interface language: vi, en and zh, all required. */
const Trilingual = Type.Object({ vi: Text, en: Text, zh: Text }, { additionalProperties: false });

const TitleAndDescription = Type.Object(
  { title: Text, description: Text },
  { additionalProperties: false },
);

const GrammarPoint = Type.Object(
  {
    /** Stable within a course: the same point in two prompts has the same code and title. */
    code: Slug,
    title: Trilingual,
    explanation: Trilingual,
  },
  { additionalProperties: false },
);

const VocabularyItem = Type.Object(
  {
    /** As written in the prompt's language. */
    word: Text,
    /** Pinyin for Chinese words; omitted for other languages. */
    reading: Type.Optional(Text),
    part_of_speech: Type.Enum([
      'noun',
      'verb',
      'adjective',
      'adverb',
      'pronoun',
      'preposition',
      'conjunction',
      'particle',
      'classifier',
      'phrase',
      'number',
      'interjection',
    ] as const),
    meaning: Trilingual,
  },
  { additionalProperties: false },
);

const LanguageCodeLiteral = Type.Enum(LANGUAGE_CODES);

const Prompt = Type.Object(
  {
    key: Slug,
    text: Text,
    /** Pinyin of the whole prompt when the prompt is Chinese. */
    reading: Type.Optional(Text),
    /** At least two natural translations per answer language, best first. */
    references: Type.Record(Type.String(), Type.Array(Text, { minItems: 2 })),
    hint: Trilingual,
    grammar: Type.Array(GrammarPoint, { minItems: 1 }),
    vocabulary: Type.Array(VocabularyItem, { minItems: 1 }),
  },
  { additionalProperties: false },
);

const Lesson = Type.Object(
  {
    slug: Slug,
    translation_map: Type.Object(
      { vi: TitleAndDescription, en: TitleAndDescription, zh: TitleAndDescription },
      { additionalProperties: false },
    ),
    prompts: Type.Array(Prompt, { minItems: 6 }),
  },
  { additionalProperties: false },
);

export const CourseFileSchema = Type.Object(
  {
    slug: Slug,
    level: Type.Enum(COURSE_LEVELS),
    prompt_language: LanguageCodeLiteral,
    /** The languages a learner may answer in; never the prompt language. */
    answer_languages: Type.Array(LanguageCodeLiteral, { minItems: 1 }),
    /** 0 for a free course. */
    price_credits: Type.Integer({ minimum: 0, maximum: 10_000 }),
    translation_map: Type.Object(
      { vi: TitleAndDescription, en: TitleAndDescription, zh: TitleAndDescription },
      { additionalProperties: false },
    ),
    lessons: Type.Array(Lesson, { minItems: 6 }),
  },
  { additionalProperties: false },
);
export type CourseFile = Static<typeof CourseFileSchema>;

/**
 * Everything wrong with one parsed course file, as readable lines (empty when it is good).
 * Beyond the schema: answer languages differ from the prompt's, every answer language has
 * references, keys are unique, Chinese prompts carry pinyin, a grammar code means one thing.
 */
export function checkCourseFile(data: unknown, name: string): string[] {
  const problems: string[] = [];
  if (!Value.Check(CourseFileSchema, data)) {
    for (const error of Value.Errors(CourseFileSchema, data)) {
      problems.push(`${name}: ${error.instancePath || '/'} ${error.message}`);
      if (problems.length >= 20) break;
    }
    return problems;
  }
  const course = data as CourseFile;
  if (course.answer_languages.includes(course.prompt_language)) {
    problems.push(`${name}: answer_languages must not include the prompt language`);
  }
  const lessonSlugs = new Set<string>();
  const promptKeys = new Set<string>();
  const grammarByCode = new Map<string, string>();
  for (const lesson of course.lessons) {
    if (lessonSlugs.has(lesson.slug))
      problems.push(`${name}: lesson slug ${lesson.slug} is repeated`);
    lessonSlugs.add(lesson.slug);
    for (const prompt of lesson.prompts) {
      const where = `${name}: ${lesson.slug}/${prompt.key}`;
      if (promptKeys.has(prompt.key)) problems.push(`${where}: prompt key is repeated`);
      promptKeys.add(prompt.key);
      for (const language of course.answer_languages) {
        const refs = prompt.references[language] ?? [];
        if (refs.length < 2) problems.push(`${where}: needs at least two ${language} references`);
        if (new Set(refs).size !== refs.length)
          problems.push(`${where}: ${language} references repeat`);
      }
      for (const language of Object.keys(prompt.references)) {
        if (!course.answer_languages.includes(language as LanguageCode)) {
          problems.push(`${where}: references in ${language}, which is not an answer language`);
        }
      }
      if (course.prompt_language === 'zh' && !prompt.reading)
        problems.push(`${where}: a Chinese prompt needs its pinyin (reading)`);
      for (const point of prompt.grammar) {
        const seen = grammarByCode.get(point.code);
        const signature = JSON.stringify(point.title);
        if (seen && seen !== signature)
          problems.push(`${where}: grammar code ${point.code} has two different titles`);
        grammarByCode.set(point.code, signature);
      }
      for (const item of prompt.vocabulary) {
        if (course.prompt_language === 'zh' && !item.reading)
          problems.push(`${where}: the word ${item.word} needs its pinyin`);
      }
    }
  }
  return problems;
}
