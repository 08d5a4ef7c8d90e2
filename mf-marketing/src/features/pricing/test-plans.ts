import type { PricingPlan } from '@lingualoop/shared';

/** The three plans as the API lists them (its seed data), for tests. */
export function aPlanList(): PricingPlan[] {
  return [
    {
      id: 1,
      code: 'free',
      monthly_price_vnd: 0,
      yearly_price_vnd: 0,
      yearly_saving_percent: 0,
      daily_translations: 5,
      team_min_seats: 5,
      team_discount_percent: 0,
      translation_map: {
        vi: {
          title: 'Miễn phí',
          description: 'Làm quen với cách học qua dịch câu.',
          features: ['5 lượt dịch mỗi ngày'],
        },
        en: {
          title: 'Free',
          description: 'Get to know learning by translation.',
          features: ['5 translations a day', 'Free courses'],
        },
        zh: {
          title: '免费版',
          description: '了解通过翻译学习的方式。',
          features: ['每天 5 次翻译'],
        },
      },
    },
    {
      id: 2,
      code: 'pro',
      monthly_price_vnd: 99_000,
      yearly_price_vnd: 990_000,
      yearly_saving_percent: 17,
      daily_translations: 100,
      team_min_seats: 5,
      team_discount_percent: 15,
      translation_map: {
        vi: {
          title: 'Pro',
          description: 'Cho người học đều đặn mỗi ngày.',
          features: ['100 lượt dịch mỗi ngày'],
        },
        en: {
          title: 'Pro',
          description: 'For learners who practise every day.',
          features: ['100 translations a day', 'Saved-word review'],
        },
        zh: {
          title: '专业版',
          description: '适合每天坚持练习的学习者。',
          features: ['每天 100 次翻译'],
        },
      },
    },
    {
      id: 3,
      code: 'enterprise',
      monthly_price_vnd: 249_000,
      yearly_price_vnd: 2_490_000,
      yearly_saving_percent: 17,
      daily_translations: 500,
      team_min_seats: 5,
      team_discount_percent: 20,
      translation_map: {
        vi: {
          title: 'Doanh nghiệp',
          description: 'Cho nhóm và tổ chức đào tạo.',
          features: ['500 lượt dịch mỗi ngày'],
        },
        en: {
          title: 'Enterprise',
          description: 'For teams and training organisations.',
          features: ['500 translations a day', 'Priority support'],
        },
        zh: { title: '企业版', description: '适合团队和培训机构。', features: ['每天 500 次翻译'] },
      },
    },
  ];
}
