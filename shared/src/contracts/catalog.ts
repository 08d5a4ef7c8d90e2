import { Type, type Static } from 'typebox';
import { TimestampSchema, TranslationMapSchema } from './common';

export const LanguageSchema = Type.Object({
  code: Type.String(),
  /** The language's own name for itself ("Tiếng Việt", "English", "中文"). */
  name: Type.String(),
});
export type Language = Static<typeof LanguageSchema>;
export const LanguageListResponseSchema = Type.Array(LanguageSchema);

export const LevelSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  translation_map: TranslationMapSchema,
});
export type Level = Static<typeof LevelSchema>;
export const LevelListResponseSchema = Type.Array(LevelSchema);

export const PLAN_CODES = ['free', 'pro', 'enterprise'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** Prices are whole VND. Team pricing applies from `team_min_seats` seats. */
export const PricingPlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  monthly_price_vnd: Type.Integer(),
  yearly_price_vnd: Type.Integer(),
  yearly_saving_percent: Type.Integer({ description: 'yearly price against 12 monthly payments' }),
  daily_translations: Type.Integer(),
  team_min_seats: Type.Integer(),
  team_discount_percent: Type.Integer(),
  translation_map: TranslationMapSchema,
});
export type PricingPlan = Static<typeof PricingPlanSchema>;
export const PricingPlanListResponseSchema = Type.Array(PricingPlanSchema);

/**
 * The learner's current plan. The field names `pricingPlan` and `translationMap` are the
 * spec's own (§3) and kept as they are.
 */
export const UserPricingPlanResponseSchema = Type.Object({
  quota: Type.Object({
    num_translations: Type.Integer({ description: 'daily translation quota of the plan' }),
  }),
  pricingPlan: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    translationMap: TranslationMapSchema,
  }),
  seats: Type.Integer(),
  expired_at: Type.Optional(TimestampSchema),
});
export type UserPricingPlanResponse = Static<typeof UserPricingPlanResponseSchema>;
