import {
  COURSE_LEVELS,
  COURSE_SECTIONS,
  COURSE_TIMEFRAMES,
  type CourseFilterRequest,
  type CourseLevel,
  type CourseSection,
  type CourseTimeframe,
} from '@lingualoop/shared';

/** The dashboard's filters, kept in the address (?q=&level=&section=&timeframe=) so that
 * reloading, sharing a link or coming back from a course shows the same list. */
export interface DashboardFilters {
  search: string;
  level: CourseLevel | null;
  section: CourseSection | null;
  timeframe: CourseTimeframe;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readFilters(params: URLSearchParams): DashboardFilters {
  return {
    search: params.get('q')?.trim() ?? '',
    level: oneOf(COURSE_LEVELS, params.get('level')),
    section: oneOf(COURSE_SECTIONS, params.get('section')),
    timeframe: oneOf(COURSE_TIMEFRAMES, params.get('timeframe')) ?? 'all',
  };
}

export function writeFilters(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.level) params.set('level', filters.level);
  if (filters.section) params.set('section', filters.section);
  if (usesTimeframe(filters.section) && filters.timeframe !== 'all') {
    params.set('timeframe', filters.timeframe);
  }
  return params;
}

/** Only "top rated" and "popular" count within a timeframe. */
export function usesTimeframe(section: CourseSection | null): boolean {
  return section === 'top_rated' || section === 'popular';
}

export function toRequest(
  filters: DashboardFilters,
  page: number,
  pageSize: number,
): CourseFilterRequest {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.section ? { section: filters.section } : {}),
    ...(usesTimeframe(filters.section) ? { timeframe: filters.timeframe } : {}),
    page,
    page_size: pageSize,
  };
}
