import type { FeedbackLanguage } from './text';

/**
 * Numbers written in figures compare as the words a reference would use ("25" = "twenty-five"
 * = "hai mươi lăm" = "二十五"): both the answer and the references go through this.
 */

const EN_UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

function english(n: number): string[] {
  if (n < 20) return [EN_UNITS[n]!];
  if (n < 100) return [EN_TENS[Math.floor(n / 10)]!, ...(n % 10 ? [EN_UNITS[n % 10]!] : [])];
  if (n < 1000) {
    return [EN_UNITS[Math.floor(n / 100)]!, 'hundred', ...(n % 100 ? english(n % 100) : [])];
  }
  return [...english(Math.floor(n / 1000)), 'thousand', ...(n % 1000 ? english(n % 1000) : [])];
}

const VI_UNITS = 'không một hai ba bốn năm sáu bảy tám chín'.split(' ');

function vietnamese(n: number): string[] {
  if (n < 10) return [VI_UNITS[n]!];
  if (n < 20) {
    const unit = n % 10;
    return ['mười', ...(unit === 0 ? [] : [unit === 5 ? 'lăm' : VI_UNITS[unit]!])];
  }
  if (n < 100) {
    const unit = n % 10;
    const last = unit === 1 ? 'mốt' : unit === 5 ? 'lăm' : VI_UNITS[unit]!;
    return [VI_UNITS[Math.floor(n / 10)]!, 'mươi', ...(unit === 0 ? [] : [last])];
  }
  if (n < 1000) {
    const rest = n % 100;
    const tail = rest === 0 ? [] : rest < 10 ? ['linh', VI_UNITS[rest]!] : vietnamese(rest);
    return [VI_UNITS[Math.floor(n / 100)]!, 'trăm', ...tail];
  }
  const rest = n % 1000;
  const tail =
    rest === 0
      ? []
      : rest < 100
        ? ['không', 'trăm', ...vietnamese(rest).filter((w) => w !== 'linh')]
        : vietnamese(rest);
  return [...vietnamese(Math.floor(n / 1000)), 'nghìn', ...tail];
}

const ZH_DIGITS = '零一二三四五六七八九';

function chinese(n: number): string {
  if (n < 10) return ZH_DIGITS[n]!;
  if (n < 20) return `十${n % 10 ? ZH_DIGITS[n % 10] : ''}`;
  if (n < 100) return `${ZH_DIGITS[Math.floor(n / 10)]}十${n % 10 ? ZH_DIGITS[n % 10] : ''}`;
  if (n < 1000) {
    const rest = n % 100;
    const tail =
      rest === 0
        ? ''
        : rest < 10
          ? `零${ZH_DIGITS[rest]}`
          : rest < 20
            ? `一${chinese(rest)}`
            : chinese(rest);
    return `${ZH_DIGITS[Math.floor(n / 100)]}百${tail}`;
  }
  const rest = n % 1000;
  const tail =
    rest === 0
      ? ''
      : rest < 100
        ? `零${rest < 20 && rest >= 10 ? '一' : ''}${chinese(rest)}`
        : chinese(rest);
  return `${ZH_DIGITS[Math.floor(n / 1000)]}千${tail}`;
}

/** The words for a whole number in figures below 10 000; anything else as it is. */
export function numberWords(figures: string, language: FeedbackLanguage): string[] {
  if (!/^\d{1,4}$/u.test(figures)) return [figures];
  const n = Number(figures);
  if (language === 'en') return english(n);
  if (language === 'vi') return vietnamese(n);
  return [chinese(n)];
}
