import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { languages, levels, pricingPlans } from './schema';
import { LANGUAGES, LEVELS, PRICING_PLANS } from './seed-data';

/** Loads the reference data. Idempotent: rows are matched on their code and updated. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(LANGUAGES)
      .onConflictDoUpdate({
        target: languages.code,
        set: { name: sql`excluded.name`, sort_order: sql`excluded.sort_order` },
      });
    await tx
      .insert(levels)
      .values(LEVELS)
      .onConflictDoUpdate({
        target: levels.code,
        set: {
          sort_order: sql`excluded.sort_order`,
          translation_map: sql`excluded.translation_map`,
        },
      });
    await tx
      .insert(pricingPlans)
      .values(PRICING_PLANS)
      .onConflictDoUpdate({
        target: pricingPlans.code,
        set: {
          sort_order: sql`excluded.sort_order`,
          monthly_price_vnd: sql`excluded.monthly_price_vnd`,
          yearly_price_vnd: sql`excluded.yearly_price_vnd`,
          daily_translations: sql`excluded.daily_translations`,
          team_min_seats: sql`excluded.team_min_seats`,
          team_discount_percent: sql`excluded.team_discount_percent`,
          translation_map: sql`excluded.translation_map`,
        },
      });
  });
}
