import type { LanguageCode, LocalizedText, PricingPlan } from '@lingualoop/shared';

/** Spec §9: prices exclude VAT at 10 %; the processing fee is shown at checkout. */
export const VAT_PERCENT = 10;
/** Spec §1 and §9, for the texts that show before the plans load, or when they fail to. */
export const FREE_DAILY_TRANSLATIONS = 5;
export const TEAM_MIN_SEATS = 5;

export type BillingPeriod = 'monthly' | 'yearly';

/** The plan's title, description and features in the reader's language, else en, else vi. */
export function planText(plan: PricingPlan, language: LanguageCode): LocalizedText {
  const map = plan.translation_map;
  return map[language] ?? map.en ?? map.vi ?? { title: plan.code };
}

/** What paying yearly saves, for the toggle: "up to" when the plans save different amounts. */
export function yearlySaving(
  plans: readonly PricingPlan[],
): { percent: number; upTo: boolean } | null {
  const savings = plans.map((plan) => plan.yearly_saving_percent).filter((percent) => percent > 0);
  if (savings.length === 0) return null;
  const percent = Math.max(...savings);
  return { percent, upTo: savings.some((saving) => saving !== percent) };
}

/** From how many seats team pricing applies, as the plans say (spec: 5). */
export function teamMinSeats(plans: readonly PricingPlan[] | null): number {
  return plans?.find((plan) => plan.team_discount_percent > 0)?.team_min_seats ?? TEAM_MIN_SEATS;
}

/** The free plan's daily translations, as the plans say (spec: 5). */
export function freeDailyTranslations(plans: readonly PricingPlan[] | null): number {
  return plans?.find((plan) => plan.code === 'free')?.daily_translations ?? FREE_DAILY_TRANSLATIONS;
}
