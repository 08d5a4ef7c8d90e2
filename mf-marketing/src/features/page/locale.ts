import type { LanguageCode } from '@lingualoop/shared';

/** The locale each interface language formats numbers and dates with. */
export const LOCALES: Readonly<Record<LanguageCode, string>> = {
  vi: 'vi-VN',
  en: 'en-GB',
  zh: 'zh-CN',
};

/** Whole đồng, as the locale writes them: `99.000 ₫` in vi, `₫99,000` in en and zh. */
export function formatVnd(amount: number, language: LanguageCode): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A calendar date (`YYYY-MM-DD`) in the locale's long form, the same day in every time zone. */
export function formatDate(isoDate: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
