import type { LanguageCode, LocalizedText, TranslationMap } from '@lingualoop/shared';
import { useLanguage } from '@lingualoop/shared';

/** A title (and description) in the reader's language, else Vietnamese, else English. */
export function pickLocalized(map: TranslationMap, language: LanguageCode): LocalizedText {
  return map[language] ?? map.vi ?? map.en ?? Object.values(map)[0] ?? { title: '' };
}

export function useLocalized(): (map: TranslationMap) => LocalizedText {
  const language = useLanguage();
  return (map) => pickLocalized(map, language);
}
