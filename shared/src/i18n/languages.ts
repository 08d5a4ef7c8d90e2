import { LANGUAGE_CODES, type LanguageCode } from '../contracts/languages';

/**
 * The language used when nothing better is known: the product is for Vietnamese speakers
 * (spec §1), and of the two readings of the general fallback (§2) this one serves them.
 */
export const DEFAULT_LANGUAGE: LanguageCode = 'vi';

/** Spec §2: en gets the UK flag, vi and zh their own, any other code a white flag. */
export const LANGUAGE_FLAGS: Readonly<Record<LanguageCode, string>> = {
  en: '🇬🇧',
  vi: '🇻🇳',
  zh: '🇨🇳',
};
export const UNKNOWN_LANGUAGE_FLAG = '🏳️';

/** Each language's name in itself, as language menus show them, whatever the interface language. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  vi: 'Tiếng Việt',
  en: 'English',
  zh: '中文',
};

export function isLanguageCode(code: string): code is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

/**
 * A code reduced to its base language, lower-cased: `zh-CN` → `zh`, `en_US` → `en`. The
 * server and old stored values say `cn` for Chinese (spec §2), which is treated as `zh`.
 */
export function baseLanguage(code: string | null | undefined): string {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base === 'cn' ? 'zh' : base;
}

/** A supported interface language for any code, stored or from the browser; else vi. */
export function normalizeLanguage(code: string | null | undefined): LanguageCode {
  const base = baseLanguage(code);
  return isLanguageCode(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * The language a switcher shows as current (spec §2): the current one if the list has it,
 * otherwise the first listed, otherwise en. Codes are compared by their base language, so a
 * server listing `cn` matches `zh`.
 */
export function resolveLanguage(current: string | null | undefined, available: readonly string[]) {
  const codes = available.map(baseLanguage).filter((code) => code !== '');
  const wanted = baseLanguage(current);
  if (codes.includes(wanted)) return wanted;
  return codes[0] ?? 'en';
}

export function flagFor(code: string | null | undefined): string {
  const base = baseLanguage(code);
  return isLanguageCode(base) ? LANGUAGE_FLAGS[base] : UNKNOWN_LANGUAGE_FLAG;
}
