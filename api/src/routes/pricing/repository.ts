import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { PricingPlan } from '@lingualoop/shared/contracts';
import type { Executor } from '../../db/client';
import { pricingPlans, userPricingPlans, type PricingPlanRow } from '../../db/schema';
import { FREE_PLAN_CODE } from '../../db/seed-data';

export interface ActivePlan {
  plan: PricingPlanRow;
  /** The paid subscription behind it; absent on the free plan. */
  subscription?: { id: number; seats: number; expired_at: Date };
}

export async function listPricingPlans(db: Executor): Promise<PricingPlanRow[]> {
  return db.select().from(pricingPlans).orderBy(asc(pricingPlans.sort_order));
}

export async function findPlanByCode(db: Executor, code: string): Promise<PricingPlanRow> {
  const [plan] = await db.select().from(pricingPlans).where(eq(pricingPlans.code, code));
  if (!plan) throw new Error(`pricing plan "${code}" is missing: has the seed run?`);
  return plan;
}

/** The plan in force at `now`: the paid subscription that runs longest, else the free plan. */
export async function findActivePlan(db: Executor, userId: number, now: Date): Promise<ActivePlan> {
  const [row] = await db
    .select({ plan: pricingPlans, subscription: userPricingPlans })
    .from(userPricingPlans)
    .innerJoin(pricingPlans, eq(pricingPlans.id, userPricingPlans.pricing_plan_id))
    .where(
      and(
        eq(userPricingPlans.user_id, userId),
        lte(userPricingPlans.started_at, now),
        gt(userPricingPlans.expired_at, now),
      ),
    )
    .orderBy(desc(userPricingPlans.expired_at))
    .limit(1);
  if (row) {
    const { id, seats, expired_at } = row.subscription;
    return { plan: row.plan, subscription: { id, seats, expired_at } };
  }
  return { plan: await findPlanByCode(db, FREE_PLAN_CODE) };
}

export function toPricingPlanResponse(row: PricingPlanRow): PricingPlan {
  const fullYear = row.monthly_price_vnd * 12;
  return {
    id: row.id,
    code: row.code,
    monthly_price_vnd: row.monthly_price_vnd,
    yearly_price_vnd: row.yearly_price_vnd,
    yearly_saving_percent:
      fullYear > 0 ? Math.round(((fullYear - row.yearly_price_vnd) / fullYear) * 100) : 0,
    daily_translations: row.daily_translations,
    team_min_seats: row.team_min_seats,
    team_discount_percent: row.team_discount_percent,
    translation_map: row.translation_map,
  };
}
