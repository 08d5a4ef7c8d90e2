import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Dropdown,
  FallbackKey,
  LANGUAGE_CODES,
  LANGUAGE_NATIVE_NAMES,
  Flag,
  resolveLanguage,
  useApi,
  useDataArea,
  useLanguage,
  useSessionBus,
  type Language,
} from '@lingualoop/shared';

/** If the list cannot be fetched, the three interface languages still work. */
const BUILT_IN: Language[] = LANGUAGE_CODES.map((code) => ({
  code,
  name: LANGUAGE_NATIVE_NAMES[code],
}));

/**
 * Spec §2: a flag and the upper-cased code; the list from the server, each with its name;
 * the current one highlighted; a choice takes effect at once and is kept in the browser.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useSessionBus();
  const language = useLanguage();
  const languages = useDataArea(api.languages, FallbackKey.fetchLanguages);
  const { run } = languages;

  useEffect(() => {
    void run();
  }, [run]);

  const list = languages.result?.length ? languages.result : BUILT_IN;
  const current = resolveLanguage(
    language,
    list.map((l) => l.code),
  );
  const items = useMemo(
    () =>
      list.map((entry) => ({
        id: entry.code,
        kind: 'radio' as const,
        checked: entry.code === current,
        label: (
          <Item lang={entry.code}>
            <Flag code={entry.code} /> {entry.name}
          </Item>
        ),
        onSelect: () => bus.setLanguage(entry.code),
      })),
    [list, current, bus],
  );

  return (
    <Dropdown
      align="end"
      variant="ghost"
      // The name starts with the code that is seen (WCAG 2.5.3), then says it in full.
      triggerLabel={`${current.toUpperCase()}, ${t('language.current', {
        language: list.find((entry) => entry.code === current)?.name ?? current,
      })}`}
      trigger={
        <Trigger>
          <Flag code={current} />
          <span>{current.toUpperCase()}</span>
        </Trigger>
      }
      items={items}
    />
  );
}

const Trigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Item = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
`;
