import { readCourseFiles } from '../content/read';

/** `pnpm --filter @lingualoop/api content:check`: validate every course file; exit 1 on a problem. */
const { courses, problems } = await readCourseFiles();
for (const problem of problems) console.error(problem);
const prompts = courses.reduce(
  (n, c) => n + c.lessons.reduce((m, l) => m + l.prompts.length, 0),
  0,
);
console.log(`${courses.length} courses, ${prompts} prompts, ${problems.length} problems.`);
process.exit(problems.length ? 1 : 0);
