import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedReferenceData } from '../../db/seed';
import { languages, levels, pricingPlans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference lists', () => {
  it('lists the interface languages with their own names', async () => {
    const response = await t.app.inject('/api/language/list');
    expect(response.json()).toEqual([
      { code: 'vi', name: 'Tiếng Việt' },
      { code: 'en', name: 'English' },
      { code: 'zh', name: '中文' },
    ]);
  });

  it('lists the levels in order, named in vi, en and zh', async () => {
    const body = (await t.app.inject('/api/level/list')).json();
    expect(body.map((l: { code: string }) => l.code)).toEqual([
      'beginner',
      'intermediate',
      'advanced',
    ]);
    for (const level of body) {
      expect(Object.keys(level.translation_map).sort()).toEqual(['en', 'vi', 'zh']);
    }
    expect(body[0].translation_map.vi.title).toBe('Cơ bản');
  });

  it('lists the plans with VND prices, the yearly saving, quotas and team pricing', async () => {
    const body = (await t.app.inject('/api/pricing_plan/list')).json();
    expect(body.map((p: { code: string }) => p.code)).toEqual(['free', 'pro', 'enterprise']);
    const [free, pro, enterprise] = body;
    expect(free).toMatchObject({
      monthly_price_vnd: 0,
      daily_translations: 5,
      yearly_saving_percent: 0,
    });
    expect(pro).toMatchObject({
      monthly_price_vnd: 99_000,
      yearly_price_vnd: 990_000,
      yearly_saving_percent: 17,
      team_min_seats: 5,
    });
    expect(enterprise.translation_map.zh.title).toBe('企业版');
    for (const plan of body) {
      for (const lang of ['vi', 'en', 'zh']) {
        expect(plan.translation_map[lang].title.length).toBeGreaterThan(0);
        expect(plan.translation_map[lang].features.length).toBeGreaterThan(0);
      }
    }
  });

  it('seeds idempotently: running the seed again changes nothing', async () => {
    const count = async () => {
      const [row] = await t.database.db
        .select({
          languages: sql<number>`(select count(*)::int from ${languages})`,
          levels: sql<number>`(select count(*)::int from ${levels})`,
          plans: sql<number>`(select count(*)::int from ${pricingPlans})`,
        })
        .from(sql`(select 1) as one`);
      return row;
    };
    const before = await count();
    const plansBefore = (await t.app.inject('/api/pricing_plan/list')).json();
    await seedReferenceData(t.database.db);
    expect(await count()).toEqual(before);
    expect(before).toEqual({ languages: 3, levels: 3, plans: 3 });
    expect((await t.app.inject('/api/pricing_plan/list')).json()).toEqual(plansBefore);
  });
});
