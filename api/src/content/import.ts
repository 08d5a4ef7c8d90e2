import { createHash } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { courses, lessons, levels, prompts } from '../db/schema';
import type { CourseFile } from './course-file';
import { readCourseFiles } from './read';
import { catalogueChanged } from '../routes/course/catalogue';
import { foldForSearch } from './search-text';

export interface ImportSummary {
  imported: string[];
  unchanged: string[];
  unpublished: string[];
}

const hashOf = (course: CourseFile) =>
  createHash('sha256').update(JSON.stringify(course)).digest('hex');

/**
 * Brings the database in line with the course files, in one transaction. Idempotent: a course
 * whose file has not changed is skipped (its hash matches). Courses, lessons and prompts are
 * matched on their slugs and keys and updated in place, so learners keep their enrolments,
 * progress and answers when a teacher edits a file; whatever a file no longer has is
 * unpublished, never deleted.
 */
export async function importCourses(db: Database, files: CourseFile[]): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: [], unchanged: [], unpublished: [] };
  await db.transaction(async (tx) => {
    const levelIds = new Map(
      (await tx.select({ id: levels.id, code: levels.code }).from(levels)).map((l) => [
        l.code,
        l.id,
      ]),
    );
    const existing = new Map(
      (
        await tx
          .select({ slug: courses.slug, hash: courses.content_hash, published: courses.published })
          .from(courses)
      ).map((c) => [c.slug, c]),
    );
    // Beginner courses first, then in the files' order.
    const ordered = [...files].sort(
      (a, b) => (levelIds.get(a.level) ?? 0) - (levelIds.get(b.level) ?? 0),
    );
    for (const [index, file] of ordered.entries()) {
      const hash = hashOf(file);
      const before = existing.get(file.slug);
      if (before?.hash === hash && before.published) {
        await tx
          .update(courses)
          .set({ sort_order: index + 1 })
          .where(eq(courses.slug, file.slug));
        summary.unchanged.push(file.slug);
        continue;
      }
      const levelId = levelIds.get(file.level);
      if (!levelId) throw new Error(`${file.slug}: unknown level ${file.level}`);
      await importCourse(tx, file, { hash, levelId, sortOrder: index + 1 });
      summary.imported.push(file.slug);
    }
    const slugs = files.map((f) => f.slug);
    const gone = await tx
      .update(courses)
      .set({ published: false, updated_at: sql`now()` })
      .where(
        and(
          eq(courses.published, true),
          slugs.length ? notInArray(courses.slug, slugs) : undefined,
        ),
      )
      .returning({ slug: courses.slug });
    summary.unpublished.push(...gone.map((c) => c.slug));
  });
  catalogueChanged();
  return summary;
}

async function importCourse(
  tx: Executor,
  file: CourseFile,
  meta: { hash: string; levelId: number; sortOrder: number },
): Promise<void> {
  const searchText = foldForSearch(
    Object.values(file.translation_map)
      .map((t) => `${t.title} ${t.description}`)
      .join(' '),
  );
  const values = {
    slug: file.slug,
    level_id: meta.levelId,
    prompt_language: file.prompt_language,
    answer_languages: file.answer_languages,
    price_credits: file.price_credits,
    translation_map: file.translation_map,
    search_text: searchText,
    content_hash: meta.hash,
    sort_order: meta.sortOrder,
    published: true,
    lesson_count: file.lessons.length,
  };
  const [course] = await tx
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: courses.slug, set: { ...values, updated_at: sql`now()` } })
    .returning({ id: courses.id });
  const courseId = course!.id;

  const lessonIds = new Map<string, number>();
  for (const [index, lesson] of file.lessons.entries()) {
    const lessonValues = {
      course_id: courseId,
      slug: lesson.slug,
      sort_order: index + 1,
      translation_map: lesson.translation_map,
      published: true,
    };
    const [row] = await tx
      .insert(lessons)
      .values(lessonValues)
      .onConflictDoUpdate({ target: [lessons.course_id, lessons.slug], set: lessonValues })
      .returning({ id: lessons.id });
    lessonIds.set(lesson.slug, row!.id);
  }
  await tx
    .update(lessons)
    .set({ published: false })
    .where(and(eq(lessons.course_id, courseId), notInArray(lessons.id, [...lessonIds.values()])));

  const promptRows = file.lessons.flatMap((lesson) =>
    lesson.prompts.map((prompt, index) => ({
      course_id: courseId,
      lesson_id: lessonIds.get(lesson.slug)!,
      key: prompt.key,
      sort_order: index + 1,
      language: file.prompt_language,
      text: prompt.text,
      reading: prompt.reading ?? null,
      references: prompt.references,
      hint: prompt.hint,
      notes: { grammar: prompt.grammar, vocabulary: prompt.vocabulary },
      published: true,
    })),
  );
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(prompts)
    .values(promptRows)
    .onConflictDoUpdate({
      target: [prompts.course_id, prompts.key],
      set: {
        lesson_id: excluded('lesson_id'),
        sort_order: excluded('sort_order'),
        language: excluded('language'),
        text: excluded('text'),
        reading: excluded('reading'),
        references: excluded('"references"'),
        hint: excluded('hint'),
        notes: excluded('notes'),
        published: excluded('published'),
      },
    });
  await tx
    .update(prompts)
    .set({ published: false })
    .where(
      and(
        eq(prompts.course_id, courseId),
        notInArray(
          prompts.key,
          promptRows.map((p) => p.key),
        ),
      ),
    );
}

/** Reads, checks and imports the repository's course files; refuses to import a bad file. */
export async function seedCourses(db: Database): Promise<ImportSummary> {
  const { courses: files, problems } = await readCourseFiles();
  if (problems.length) {
    throw new Error(`The course files have problems (pnpm content:check):\n${problems.join('\n')}`);
  }
  return importCourses(db, files);
}
