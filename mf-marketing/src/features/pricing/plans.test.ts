import { describe, expect, it } from 'vitest';
import type { PricingPlan } from '@lingualoop/shared';
import { formatVnd } from '../page/locale';
import {
  FREE_DAILY_TRANSLATIONS,
  freeDailyTranslations,
  planText,
  TEAM_MIN_SEATS,
  teamMinSeats,
  yearlySaving,
} from './plans';
import { aPlanList } from './test-plans';

const [free, pro, enterprise] = aPlanList() as [PricingPlan, PricingPlan, PricingPlan];

describe('planText', () => {
  it("gives the reader's language", () => {
    expect(planText(pro, 'zh').title).toBe('专业版');
    expect(planText(pro, 'vi').description).toBe('Cho người học đều đặn mỗi ngày.');
  });

  it('falls back to en, then vi, then the code', () => {
    const onlyVi = { ...pro, translation_map: { vi: { title: 'Chuyên nghiệp' } } };
    const onlyEn = {
      ...pro,
      translation_map: { en: { title: 'Pro' }, vi: { title: 'Chuyên nghiệp' } },
    };
    expect(planText(onlyEn, 'zh').title).toBe('Pro');
    expect(planText(onlyVi, 'zh').title).toBe('Chuyên nghiệp');
    expect(planText({ ...pro, translation_map: {} }, 'en').title).toBe('pro');
  });
});

describe('yearlySaving', () => {
  it('is the one saving when all paid plans save the same', () => {
    expect(yearlySaving([free, pro, enterprise])).toEqual({ percent: 17, upTo: false });
  });

  it('is "up to" the best saving when they differ', () => {
    expect(yearlySaving([pro, { ...enterprise, yearly_saving_percent: 20 }])).toEqual({
      percent: 20,
      upTo: true,
    });
  });

  it('is nothing when no plan saves', () => {
    expect(yearlySaving([free])).toBeNull();
    expect(yearlySaving([])).toBeNull();
  });
});

describe('numbers the texts quote', () => {
  it('come from the plans when they are there', () => {
    expect(teamMinSeats([free, { ...pro, team_min_seats: 3 }])).toBe(3);
    expect(freeDailyTranslations([{ ...free, daily_translations: 7 }])).toBe(7);
  });

  it('fall back to the spec without them', () => {
    expect(teamMinSeats(null)).toBe(TEAM_MIN_SEATS);
    expect(teamMinSeats([free])).toBe(TEAM_MIN_SEATS);
    expect(freeDailyTranslations(null)).toBe(FREE_DAILY_TRANSLATIONS);
  });
});

describe('formatVnd', () => {
  it('writes đồng the way each language does', () => {
    expect(formatVnd(99_000, 'vi')).toBe('99.000\u00a0₫');
    expect(formatVnd(99_000, 'en')).toBe('₫99,000');
    expect(formatVnd(2_490_000, 'zh')).toBe('₫2,490,000');
    expect(formatVnd(0, 'vi')).toBe('0\u00a0₫');
  });
});
