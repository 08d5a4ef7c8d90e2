import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  COMMON_NAMESPACE,
  COURSE_LEVELS,
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SECTIONS,
  COURSE_TIMEFRAMES,
  errorText,
  FallbackKey,
  notifyError,
  Skeleton,
  Tabs,
  useApi,
  useDataArea,
  useSearchParams,
  type CourseSection,
  type CourseSummary,
  type Level,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { ErrorBox } from '../common/error-box';
import { useDocumentTitle } from '../common/use-document-title';
import { useLevels } from '../common/use-levels';
import { useLocalized } from '../common/localized';
import { CourseCard } from './course-card';
import {
  readFilters,
  toRequest,
  usesTimeframe,
  writeFilters,
  type DashboardFilters,
} from './course-filters';
import { FeaturedCourse } from './featured-course';

const PAGE_SIZE = 12;
type SectionTab = CourseSection | 'all';

/** The signed-in home (spec §2 "Dashboard"): search, level, sections, timeframe, the courses. */
export default function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  useDocumentTitle(t('dashboard.documentTitle'));
  const api = useApi();
  const levels = useLevels();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filtersKey = writeFilters(filters).toString();

  const featured = useDataArea(() => api.featuredCourse(), FallbackKey.fetchFeaturedCourse);
  const list = useDataArea(
    (page: number) => api.filterCourses(toRequest(readFilters(params), page, PAGE_SIZE)),
    FallbackKey.filterCourses,
  );
  const [items, setItems] = useState<CourseSummary[]>([]);
  const [page, setPage] = useState(1);
  const latest = useRef(0);

  const runList = list.run;
  const load = useCallback(
    async (nextPage: number) => {
      const run = ++latest.current;
      const outcome = await runList(nextPage);
      if (run !== latest.current) return; // the filters changed meanwhile
      if (outcome.ok) {
        setItems((before) =>
          nextPage === 1 ? outcome.result.items : [...before, ...outcome.result.items],
        );
        setPage(nextPage);
      } else {
        notifyError(errorText(outcome.error, tCommon, FallbackKey.filterCourses));
      }
    },
    [runList, tCommon],
  );

  useEffect(() => {
    setItems([]);
    void load(1);
    // A new set of filters starts the list again; `load` is stable enough (t changes only
    // with the language, which does not change the list).
  }, [filtersKey]);

  useEffect(() => {
    void featured.run().then((outcome) => {
      if (!outcome.ok)
        notifyError(errorText(outcome.error, tCommon, FallbackKey.fetchFeaturedCourse));
    });
    // Once per visit of the page.
  }, []);

  const update = (change: Partial<DashboardFilters>) =>
    setParams(writeFilters({ ...filters, ...change }), { replace: false });

  const total = list.result?.total ?? 0;
  const section: SectionTab = filters.section ?? 'all';
  const results = (
    <Results
      filters={filters}
      items={items}
      total={total}
      loading={list.loading}
      error={list.error}
      levels={levels}
      onRetry={() => void load(items.length ? page + 1 : 1)}
      onMore={() => void load(page + 1)}
      onShowAll={() => setParams(new URLSearchParams())}
    />
  );

  return (
    <Page>
      <header>
        <Title>{t('dashboard.title')}</Title>
        <Subtitle>{t('dashboard.subtitle')}</Subtitle>
      </header>

      {featured.result?.course && <FeaturedCourse featured={featured.result} levels={levels} />}

      <Controls>
        <SearchForm
          key={filters.search}
          initial={filters.search}
          onSearch={(search) => update({ search })}
        />
        <LevelSelect
          levels={levels}
          value={filters.level}
          onChange={(level) => update({ level })}
        />
        {usesTimeframe(filters.section) && (
          <Select
            label={t('dashboard.timeframeLabel')}
            value={filters.timeframe}
            options={COURSE_TIMEFRAMES.map((value) => ({
              value,
              label: t(`dashboard.timeframes.${value}`),
            }))}
            onChange={(timeframe) =>
              update({ timeframe: timeframe as DashboardFilters['timeframe'] })
            }
          />
        )}
      </Controls>

      <Tabs<SectionTab>
        label={t('dashboard.sectionsLabel')}
        value={section}
        onChange={(value) => update({ section: value === 'all' ? null : value })}
        items={(['all', ...COURSE_SECTIONS] as const).map((value) => ({
          value,
          label: t(`dashboard.sections.${value}`),
          content: results,
        }))}
      />
    </Page>
  );
}

function Results({
  filters,
  items,
  total,
  loading,
  error,
  levels,
  onRetry,
  onMore,
  onShowAll,
}: {
  filters: DashboardFilters;
  items: CourseSummary[];
  total: number;
  loading: boolean;
  error: string | null;
  levels: Level[] | null;
  onRetry: () => void;
  onMore: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const section = filters.section ?? 'all';
  const firstLoad = loading && items.length === 0;

  return (
    <ResultsRoot aria-busy={loading}>
      <Count role="status">
        {firstLoad
          ? t('dashboard.loading')
          : error && items.length === 0
            ? ''
            : t('dashboard.results', { count: total })}
      </Count>
      {error && !loading && (
        <ErrorBox role="alert">
          <span>{errorText(error, tCommon, FallbackKey.filterCourses)}</span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </ErrorBox>
      )}
      {firstLoad ? (
        <Grid aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton height="12rem" />
            </li>
          ))}
        </Grid>
      ) : items.length > 0 ? (
        <Grid>
          {items.map((course) => (
            <CourseCard key={course.id} course={course} levels={levels} />
          ))}
        </Grid>
      ) : (
        !error && (
          <Empty>
            <p>{t(`dashboard.empty.${filters.search || filters.level ? 'all' : section}`)}</p>
            {(section !== 'all' || filters.search || filters.level) && (
              <Button variant="secondary" onClick={onShowAll}>
                {t('dashboard.showAll')}
              </Button>
            )}
          </Empty>
        )
      )}
      {items.length > 0 && items.length < total && (
        <More>
          <Button variant="secondary" loading={loading} onClick={onMore}>
            {t('dashboard.loadMore')}
          </Button>
        </More>
      )}
    </ResultsRoot>
  );
}

function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [value, setValue] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Search role="search" onSubmit={submit}>
      <label htmlFor={id}>{t('dashboard.searchLabel')}</label>
      <div>
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={COURSE_SEARCH_MAX_LENGTH}
          placeholder={t('dashboard.searchPlaceholder')}
          onChange={(event) => {
            setValue(event.target.value);
            // Clearing the box (its × or by hand) shows every course again.
            if (event.target.value === '' && initial !== '') onSearch('');
          }}
        />
        <Button type="submit">{t('dashboard.searchButton')}</Button>
      </div>
    </Search>
  );
}

function LevelSelect({
  levels,
  value,
  onChange,
}: {
  levels: Level[] | null;
  value: DashboardFilters['level'];
  onChange: (level: DashboardFilters['level']) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const name = (code: string) => {
    const level = levels?.find((l) => l.code === code);
    return level ? localized(level.translation_map).title : code;
  };
  return (
    <Select
      label={t('dashboard.levelLabel')}
      value={value ?? ''}
      options={[
        { value: '', label: t('dashboard.allLevels') },
        ...COURSE_LEVELS.map((code) => ({ value: code, label: name(code) })),
      ]}
      onChange={(level) => onChange(level === '' ? null : (level as DashboardFilters['level']))}
    />
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xxxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Search = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 20rem;

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const controlStyle = `
  min-height: 40px;
  padding: 0 12px;
  border-radius: 8px;
  font: inherit;
`;

const Input = styled.input`
  ${controlStyle}
  flex: 1;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const NativeSelect = styled.select`
  ${controlStyle}
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const ResultsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};

  p {
    margin: 0;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;
