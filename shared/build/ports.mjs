// The fixed local ports (ARCHITECTURE §2), in one place for builds, servers, tests and bench.
export const PORTS = {
  shell: 8080,
  mf_marketing: 8081,
  mf_courses: 8082,
  mf_lesson: 8083,
  mf_billing: 8084,
  mf_account: 8085,
  api: 8090,
};

/** Folder name of each remote in the workspace. */
export const REMOTE_FOLDERS = {
  mf_marketing: 'mf-marketing',
  mf_courses: 'mf-courses',
  mf_lesson: 'mf-lesson',
  mf_billing: 'mf-billing',
  mf_account: 'mf-account',
};
