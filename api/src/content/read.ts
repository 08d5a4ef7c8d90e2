import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { packageRoot } from '../config';
import { checkCourseFile, type CourseFile } from './course-file';

/** Where the course files live: `api/content/courses` (from the sources and from dist alike). */
export const coursesDir = () => path.join(packageRoot(), 'content', 'courses');

/** Reads and checks every course file; a file with problems is left out of `courses`. */
export async function readCourseFiles(
  dir = coursesDir(),
): Promise<{ courses: CourseFile[]; problems: string[] }> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const courses: CourseFile[] = [];
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const name of names) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const found = checkCourseFile(data, name);
    problems.push(...found);
    if (found.length) continue;
    const course = data as CourseFile;
    if (`${course.slug}.json` !== name)
      problems.push(`${name}: the file name must be the slug (${course.slug}.json)`);
    if (slugs.has(course.slug)) problems.push(`${name}: course slug ${course.slug} is repeated`);
    slugs.add(course.slug);
    courses.push(course);
  }
  return { courses, problems };
}
